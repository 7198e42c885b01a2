import sharp, { type Sharp } from 'sharp';

export interface RgbImage {
  width: number;
  height: number;
  /** Packed 8-bit sRGB, 3 bytes per pixel, row-major. */
  data: Uint8Array;
}

const toRgb = async (pipeline: Sharp): Promise<RgbImage> => {
  const { data, info } = await pipeline
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
};

/** Decodes JPEG/PNG/WebP, applies the EXIF orientation and caps the long side (never enlarges). */
export const decodeImage = (image: Buffer, maxLongSide: number): Promise<RgbImage> =>
  toRgb(
    sharp(image, { failOn: 'error' })
      .rotate()
      .resize({ width: maxLongSide, height: maxLongSide, fit: 'inside', withoutEnlargement: true }),
  );

const fromRaw = (img: RgbImage) =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });

/** Lanczos downscale by a factor (< 1); returns the image unchanged otherwise. */
export const scaleImage = async (img: RgbImage, factor: number): Promise<RgbImage> => {
  if (factor >= 1) return img;
  const width = Math.max(1, Math.round(img.width * factor));
  const height = Math.max(1, Math.round(img.height * factor));
  return toRgb(fromRaw(img).resize({ width, height, fit: 'fill', kernel: 'lanczos3' }));
};

/** A rectangle of an image in whole pixels. */
export type Region = { left: number; top: number; width: number; height: number };

/**
 * A rectangle cut out of the image, reduced to `width` × `height` (Lanczos) when that is smaller, and blurred
 * by `sigma` pixels of the result when given.
 */
export const cutImage = (
  img: RgbImage,
  region: Region,
  size: { width: number; height: number },
  sigma?: number,
): Promise<RgbImage> => {
  const cut = fromRaw(img).extract(region);
  const sized =
    size.width < region.width || size.height < region.height
      ? cut.resize({ ...size, fit: 'fill', kernel: 'lanczos3' })
      : cut;
  return toRgb(sigma === undefined ? sized : sized.blur(sigma));
};

/** Where a point of the image lands in cutImage's reduced image (libvips resamples pixel centre to centre). */
export const reducedPoint = (
  [x, y]: readonly [number, number],
  region: Region,
  size: { width: number; height: number },
): [number, number] => [
  (x - region.left + 0.5) * (size.width / region.width) - 0.5,
  (y - region.top + 0.5) * (size.height / region.height) - 0.5,
];

/** Gaussian blur of σ pixels (sharp needs σ ≥ 0.3), of the whole image or of a region cut out of it. */
export const softenImage = (img: RgbImage, sigma: number, region?: Region): Promise<RgbImage> =>
  toRgb((region ? fromRaw(img).extract(region) : fromRaw(img)).blur(sigma));

/** Grey crop of a region resized to a fixed width, for the focus check. */
export const greyCrop = async (
  img: RgbImage,
  region: Region,
  outWidth: number,
): Promise<{ width: number; height: number; data: Uint8Array }> => {
  const left = Math.max(0, Math.floor(region.left));
  const top = Math.max(0, Math.floor(region.top));
  const width = Math.max(1, Math.min(img.width - left, Math.ceil(region.width)));
  const height = Math.max(1, Math.min(img.height - top, Math.ceil(region.height)));
  const { data, info } = await fromRaw(img)
    .extract({ left, top, width, height })
    .resize({ width: outWidth, kernel: 'lanczos3' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
  };
};

/**
 * Turns the photo clockwise by `degrees`, on a canvas that holds all of it (grey corners). Only the face is
 * looked for there: it is measured on the photo itself (skin-analyzer.ts, measureSubject), its points brought
 * back by beforeRotation.
 */
export const rotateImage = (img: RgbImage, degrees: number): Promise<RgbImage> =>
  toRgb(fromRaw(img).rotate(degrees, { background: { r: 128, g: 128, b: 128 } }));

/**
 * A point of the image rotateImage made (pixel coordinates, a pixel's centre at its index), back on the image it
 * turned (`original`'s size): libvips places the turned photo at R·p − round(min of R·corners), R the turn and the
 * corners (0, 0) to (width, height), which the canvas's whole-pixel origin rounds. Within 0.25 px on
 * turned blobs (image-io.test.ts); a turn about the two canvases' centres, which the overlay used, is up to 0.8 px off.
 */
export const beforeRotation = (
  degrees: number,
  original: { width: number; height: number },
  [x, y]: readonly [number, number],
): [number, number] => {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const corners = [
    [0, 0],
    [original.width, 0],
    [0, original.height],
    [original.width, original.height],
  ] as const;
  const left = Math.round(Math.min(...corners.map(([u, v]) => u * cos - v * sin)));
  const top = Math.round(Math.min(...corners.map(([u, v]) => u * sin + v * cos)));
  const u = x + left;
  const v = y + top;
  return [u * cos + v * sin, -u * sin + v * cos];
};

/** Quarter turns clockwise, in memory (used to tell a sideways photo from one without a face). */
export const rotateQuarterTurns = (img: RgbImage, turns: 1 | 2 | 3): RgbImage => {
  const { width: w, height: h, data } = img;
  const outW = turns === 2 ? w : h;
  const outH = turns === 2 ? h : w;
  const out = new Uint8Array(data.length);
  // Where source pixel (x, y) lands, as a start and steps along x and y (no per-pixel allocation: this runs
  // three times over a full photo that is not clearly upright).
  const [start, stepX, stepY] =
    turns === 1
      ? [h - 1, outW, -1]
      : turns === 2
        ? [(h - 1) * outW + (w - 1), -1, -outW]
        : [(w - 1) * outW, -outW, 1];
  let s = 0;
  for (let y = 0; y < h; y++) {
    let d = start + y * stepY;
    for (let x = 0; x < w; x++, s += 3, d += stepX) {
      const o = 3 * d;
      out[o] = data[s] as number;
      out[o + 1] = data[s + 1] as number;
      out[o + 2] = data[s + 2] as number;
    }
  }
  return { width: outW, height: outH, data: out };
};
