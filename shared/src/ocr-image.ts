/**
 * What the label scanner does to a photo before OCR, in plain JavaScript over pixels so that the phone (from a
 * canvas) and the bench (from sharp) run exactly the same steps. Labels are small print on shiny, curved
 * packaging: glare and shadow change the paper's brightness across a line, light print sits on dark paper, the
 * phone is held a few degrees off, and tesseract reads best when the letters are about 20–30 px tall on an even
 * background. So: grey; light-on-dark turned dark-on-light; the background divided out; contrast stretched;
 * scaled up; levelled.
 */
export interface GreyImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Luma of an RGBA buffer (canvas ImageData or sharp's raw output with 4 channels). */
export function greyOf(rgba: ArrayLike<number>, width: number, height: number): GreyImage {
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4)
    data[i] = 0.299 * (rgba[p] as number) + 0.587 * (rgba[p + 1] as number) + 0.114 * (rgba[p + 2] as number);
  return { data, width, height };
}

/** Mean over a (2r+1)² box, edges clamped, through a summed-area table: the same cost for any radius. */
function boxMean(src: ArrayLike<number>, width: number, height: number, r: number): Float32Array {
  const w1 = width + 1;
  const sums = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += src[y * width + x] as number;
      sums[(y + 1) * w1 + x + 1] = (sums[y * w1 + x + 1] as number) + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const total =
        (sums[y1 * w1 + x1] as number) -
        (sums[y0 * w1 + x1] as number) -
        (sums[y1 * w1 + x0] as number) +
        (sums[y0 * w1 + x0] as number);
      out[y * width + x] = total / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** Brightest (or darkest) value within r pixels along one axis; applied along both, a square filter. */
function extremeAlong(
  src: ArrayLike<number>,
  width: number,
  height: number,
  r: number,
  vertical: boolean,
  brightest = true,
) {
  const out = new Float32Array(width * height);
  const [outer, inner] = vertical ? [width, height] : [height, width];
  const at = (o: number, i: number) => (vertical ? i * width + o : o * width + i);
  for (let o = 0; o < outer; o++) {
    for (let i = 0; i < inner; i++) {
      let best = brightest ? 0 : 255;
      for (let k = Math.max(0, i - r); k <= Math.min(inner - 1, i + r); k++) {
        const value = src[at(o, k)] as number;
        if (brightest ? value > best : value < best) best = value;
      }
      out[at(o, i)] = best;
    }
  }
  return out;
}

const maxAlong = (src: ArrayLike<number>, width: number, height: number, r: number, vertical: boolean) =>
  extremeAlong(src, width, height, r, vertical, true);

/**
 * Whether the print is lighter than its paper. Around print, paper covers more than ink does, so the
 * differences from the local mean have a long tail on the ink's side: negative for dark print, positive for
 * light. Their third moment gives the side; a label's edges, glare and shadow are symmetric steps and cancel.
 */
export function printIsLight(image: GreyImage): boolean {
  const { data, width, height } = image;
  const mean = boxMean(data, width, height, Math.max(4, Math.round(width / 160)));
  let moment = 0;
  for (let i = 0; i < data.length; i++) moment += ((data[i] as number) - (mean[i] as number)) ** 3;
  return moment > 0;
}

/**
 * Paper made evenly white: each pixel divided by the paper's brightness around it (the brightest value within a
 * stroke's width, then smoothed), so glare and shadow go and only the ink stays dark. Then the darkest ink is
 * stretched to black.
 */
export function flattened(image: GreyImage, strokeRadius: number, paperRadius: number): GreyImage {
  const { data, width, height } = image;
  const paper = boxMean(
    maxAlong(maxAlong(data, width, height, strokeRadius, false), width, height, strokeRadius, true),
    width,
    height,
    paperRadius,
  );
  const ratio = new Float32Array(data.length);
  const histogram = new Float64Array(256);
  for (let i = 0; i < data.length; i++) {
    const value = Math.min(1, (data[i] as number) / Math.max(1, paper[i] as number));
    ratio[i] = value;
    const bin = Math.round(value * 255);
    histogram[bin] = (histogram[bin] as number) + 1;
  }
  // The darkest 0.5 % of pixels (the ink's cores) become black.
  let seen = 0;
  let black = 0;
  while (black < 254 && seen + (histogram[black] as number) < data.length * 0.005)
    seen += histogram[black++] as number;
  const low = black / 255;
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i++) out[i] = (255 * ((ratio[i] as number) - low)) / (1 - low);
  return { data: out, width, height };
}

export const inverted = (image: GreyImage): GreyImage => ({
  ...image,
  data: image.data.map((value) => 255 - value),
});

/** Bilinear resampling by `scale` (and a turn by `degrees` about the centre); outside the photo is white. */
export function transformed(image: GreyImage, scale: number, degrees = 0): GreyImage {
  const { data, width, height } = image;
  const outWidth = Math.round(width * scale);
  const outHeight = Math.round(height * scale);
  const out = new Uint8ClampedArray(outWidth * outHeight);
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const [cx, cy, ox, oy] = [width / 2, height / 2, outWidth / 2, outHeight / 2];
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 255 : (data[y * width + x] as number);
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      const dx = (x + 0.5 - ox) / scale;
      const dy = (y + 0.5 - oy) / scale;
      const sx = cx + dx * cos - dy * sin - 0.5;
      const sy = cy + dx * sin + dy * cos - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      out[y * outWidth + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}

/**
 * The turn (degrees) that levels the lines of print: the one whose rows of ink are most unevenly filled (lines
 * and the gaps between them sharp), searched over ±`range` on the ink of a small copy.
 */
export function skewOf(image: GreyImage, range = 12): number {
  const step = Math.max(1, Math.round(image.width / 640));
  const points: Array<[number, number]> = [];
  for (let y = 0; y < image.height; y += step)
    for (let x = 0; x < image.width; x += step)
      if ((image.data[y * image.width + x] as number) < 128) points.push([x, y]);
  const score = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const rows = new Map<number, number>();
    for (const [x, y] of points) {
      const row = Math.round((y - x * t) / step);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let sum = 0;
    for (const count of rows.values()) sum += count * count;
    return sum;
  };
  let best = { degrees: 0, score: score(0) };
  for (let degrees = -range; degrees <= range; degrees += 0.5) {
    const value = score(degrees);
    if (value > best.score) best = { degrees, score: value };
  }
  return best.degrees;
}

/** How far the photo is scaled up before OCR: label print at OCR_MAX_SIDE is about 10 px high, tesseract wants 20–30. */
export const OCR_UPSCALE = 2;

/** Every step, in order, on a photo already brought to OCR_MAX_SIDE. */
export function preparedForOcr(image: GreyImage, scale = OCR_UPSCALE): GreyImage {
  const upright = printIsLight(image) ? inverted(image) : image;
  const even = flattened(upright, 3, 20);
  return transformed(even, scale, skewOf(even));
}
