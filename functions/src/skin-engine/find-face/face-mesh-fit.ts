import type { GraphModel, Human } from '@vladmandic/human';
import type { RgbImage } from '../photo/image-io';
import type { MeshPoint } from './face-geometry';

/**
 * The 468-point mesh fitted inside a detector box as `@vladmandic/human`'s facemesh.ts fits it with
 * `detector.rotation: false` (crop the box, resize to the model's input, divide by 255, run, scale the model's
 * points back into the box), but run here so the points keep their fractions: Human truncates them to whole pixels
 * of the ≤ 640 px detection copy, 2 px steps on a 1280 px photo, and truncation is not mirror-symmetric
 * (x → ⌊x⌋ but width − x → width − ⌈x⌉), which mirror consensus then could not cancel. On the stability fixtures
 * this alone took the numbers of a mirrored everyday selfie from 98.8 % to 99.7 % within 5 points.
 */

type Tf = Human['tf'];
type Tensor = ReturnType<Tf['tensor']>;

/**
 * The crop Human takes around a detected face (enlarged 1.4×, squared, whole pixels), in the image's pixels; or a
 * refit's crop around the mesh's own points, turned with the face (`angle`).
 */
export interface CropBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /**
   * The crop's x axis in the image, radians clockwise from the image's (0 when absent): the face's eye line, so
   * the model sees the face level at any roll, as MediaPipe's rotated region of interest does.
   */
  angle?: number;
}

export interface MeshFit {
  /** The mesh model's confidence that the crop holds a face (rounded to hundredths, as Human does). */
  faceScore: number;
  mesh: MeshPoint[];
}

/**
 * The model's points (0 to its input size across the crop) in the image: about the box's centre, at its scale,
 * turned by its angle.
 */
export const meshInImage = (raw: ArrayLike<number>, box: CropBox, inputSize: number): MeshPoint[] => {
  const scaleX = Math.abs(box.right - box.left) / inputSize;
  const scaleY = Math.abs(box.bottom - box.top) / inputSize;
  const centreX = box.left + (box.right - box.left) / 2;
  const centreY = box.top + (box.bottom - box.top) / 2;
  const cos = Math.cos(box.angle ?? 0);
  const sin = Math.sin(box.angle ?? 0);
  const mesh: MeshPoint[] = [];
  for (let i = 0; i + 2 < raw.length; i += 3) {
    const x = scaleX * ((raw[i] ?? 0) - inputSize / 2);
    const y = scaleY * ((raw[i + 1] ?? 0) - inputSize / 2);
    mesh.push([centreX + x * cos - y * sin, centreY + x * sin + y * cos, raw[i + 2] ?? 0]);
  }
  return mesh;
};

/** turnedCrop's column terms, kept from one crop to the next. */
let columnX = new Float64Array(0);
let columnY = new Float64Array(0);

/**
 * The model's input (0–1) from a turned crop of the pixels, mirrored left to right if asked: sampled where
 * tf.image.cropAndResize samples an unturned one (its k-th sample at left + k × side / (input − 1), scaled by
 * (size − 1) / size as its normalized boxes are), those positions turned by the crop's angle about its centre;
 * bilinear, each neighbour outside the image read as 0, as tf.image.transform (bilinear, constant 0) samples.
 * Read here rather than by that kernel on a float tensor of the photo: about 0.75 ms a fit instead of 2 ms,
 * and the photo no longer becomes a tensor for the refit. A mirrored image's pixel x is the photo's
 * width − 1 − x, so the mirror is read at that point, with the same weights (face-runtime.ts mirrored the tensor
 * before). Written into `out` (inputSize² × 3 floats).
 */
export const turnedCrop = (
  pixels: RgbImage,
  box: CropBox,
  inputSize: number,
  mirrored: boolean,
  out: Float32Array = new Float32Array(inputSize * inputSize * 3),
): Float32Array => {
  const { width, height, data } = pixels;
  const angle = box.angle ?? 0;
  const sx = (width - 1) / width;
  const sy = (height - 1) / height;
  const dx = (box.right - box.left) / (inputSize - 1);
  const dy = (box.bottom - box.top) / (inputSize - 1);
  const cx = (box.left + box.right) / 2;
  const cy = (box.top + box.bottom) / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Output pixel (column j, row i) reads the input at (a0 j + a1 i + a2, b0 j + b1 i + b2), as tf.image.transform.
  // The mirror image's x is width − 1 − x: the same map, negated and shifted.
  const flip = mirrored ? -1 : 1;
  const a0 = flip * sx * cos * dx;
  const a1 = -flip * sx * sin * dy;
  const a2 = (mirrored ? width - 1 : 0) + flip * sx * (cx + cos * (box.left - cx) - sin * (box.top - cy));
  const b0 = sy * sin * dx;
  const b1 = sy * cos * dy;
  const b2 = sy * (cy + sin * (box.left - cx) + cos * (box.top - cy));
  const rowStride = width * 3;
  // Out of the image (a neighbour past an edge): read one by one, as 0. Inside: the four neighbours at once.
  const read = (y: number, x: number, c: number) =>
    y >= 0 && y < height && x >= 0 && x < width ? (data[y * rowStride + 3 * x + c] as number) : 0;
  // a0 j and b0 j once per column; each sample adds its row's a1 i (b1 i) and a2 (b2) to them in that order.
  if (columnX.length < inputSize) {
    columnX = new Float64Array(inputSize);
    columnY = new Float64Array(inputSize);
  }
  for (let j = 0; j < inputSize; j++) {
    columnX[j] = a0 * j;
    columnY[j] = b0 * j;
  }
  let o = 0;
  for (let i = 0; i < inputSize; i++) {
    const rowX = a1 * i;
    const rowY = b1 * i;
    for (let j = 0; j < inputSize; j++, o += 3) {
      const x = (columnX[j] as number) + rowX + a2;
      const y = (columnY[j] as number) + rowY + b2;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const gx = 1 - fx;
      const gy = 1 - fy;
      const w00 = gx * gy;
      const w01 = fx * gy;
      const w10 = gx * fy;
      const w11 = fx * fy;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height) {
        const p = y0 * rowStride + 3 * x0;
        const q = p + rowStride;
        // The three channels written out, each its own sum of the same four products.
        out[o] =
          (w00 * (data[p] as number) +
            w01 * (data[p + 3] as number) +
            w10 * (data[q] as number) +
            w11 * (data[q + 3] as number)) /
          255;
        out[o + 1] =
          (w00 * (data[p + 1] as number) +
            w01 * (data[p + 4] as number) +
            w10 * (data[q + 1] as number) +
            w11 * (data[q + 4] as number)) /
          255;
        out[o + 2] =
          (w00 * (data[p + 2] as number) +
            w01 * (data[p + 5] as number) +
            w10 * (data[q + 2] as number) +
            w11 * (data[q + 5] as number)) /
          255;
      } else {
        for (let c = 0; c < 3; c++)
          out[o + c] =
            (w00 * read(y0, x0, c) +
              w01 * read(y0, x0 + 1, c) +
              w10 * read(y0 + 1, x0, c) +
              w11 * read(y0 + 1, x0 + 1, c)) /
            255;
      }
    }
  }
  return out;
};

/**
 * The model run on its inputs ([n, input, input, 3], 0–1), each one's points placed back through its box (undefined
 * where the model does not see a face: Human's rule, its confidence must be above the detector's minimum).
 */
const runMesh = async (
  tf: Tf,
  model: GraphModel,
  crops: Tensor,
  boxes: readonly CropBox[],
  inputSize: number,
  minConfidence: number,
): Promise<(MeshFit | undefined)[]> => {
  const outputs = model.execute(crops) as Tensor[];
  try {
    const confidence = outputs.find((t) => t.shape[t.shape.length - 1] === 1);
    const points = outputs.find((t) => t.shape[t.shape.length - 1] === POINT_VALUES);
    if (!confidence || !points) return boxes.map(() => undefined);
    const [scores, values] = await Promise.all([confidence.data(), points.data()]);
    return boxes.map((box, k) => {
      const faceScore = Math.round(100 * (scores[k] ?? 0)) / 100;
      if (faceScore <= minConfidence) return undefined;
      const raw = values.subarray(k * POINT_VALUES, (k + 1) * POINT_VALUES);
      return { faceScore, mesh: meshInImage(raw, box, inputSize) };
    });
  } finally {
    tf.dispose([crops, ...outputs]);
  }
};

/** The model's output holding the 468 points, x, y and depth each. */
const POINT_VALUES = 1404;

const inputSizeOf = (model: GraphModel) => model.inputs[0]?.shape?.[2] ?? 192;

/**
 * Fits the mesh in each of the detector's `boxes` of `image` (float32, [1, height, width, 3], 0–255), cropped as
 * Human crops it, all crops through the model in one batch (a crop's fit is the same bit for bit in a batch as
 * alone: meshBatcher). Undefined for a box where the model does not see a face (Human's rule: its confidence must
 * be above the detector's minimum).
 */
export const fitMeshes = async (
  tf: Tf,
  model: GraphModel,
  image: Tensor,
  boxes: readonly CropBox[],
  minConfidence: number,
): Promise<(MeshFit | undefined)[]> => {
  if (boxes.length === 0) return [];
  const [, height = 1, width = 1] = image.shape;
  const inputSize = inputSizeOf(model);
  const crops = tf.tidy(() =>
    tf.div(
      tf.image.cropAndResize(
        image as Parameters<Tf['image']['cropAndResize']>[0],
        boxes.map((box) => [box.top / height, box.left / width, box.bottom / height, box.right / width]),
        boxes.map(() => 0),
        [inputSize, inputSize],
      ),
      tf.scalar(255, 'float32'),
    ),
  );
  return runMesh(tf, model, crops, boxes, inputSize, minConfidence);
};

/** fitMeshes for one box. */
export const fitMesh = async (
  tf: Tf,
  model: GraphModel,
  image: Tensor,
  box: CropBox,
  minConfidence: number,
): Promise<MeshFit | undefined> => (await fitMeshes(tf, model, image, [box], minConfidence))[0];

export type RefitMesh = (pixels: RgbImage, box: CropBox, mirrored: boolean) => Promise<MeshFit | undefined>;

/**
 * Fits the mesh in turned crops of the pixels (turnedCrop), of their mirror image if `mirrored`, running every
 * crop asked for in the same turn of the event loop as one batch. The photo's and the mirror's refits go on side
 * by side (face-runtime.ts), and the model takes two crops in about 1.7 times the time of one (four in about
 * 3.1 times), its weights read once for all of them. A crop's fit is the same bit for bit in a batch as alone (the
 * model's convolutions compute each image on its own), so batching changes how long a refit takes, not its result.
 */
export const meshBatcher = (tf: Tf, model: GraphModel, minConfidence: number): RefitMesh => {
  const inputSize = inputSizeOf(model);
  const cropSize = inputSize * inputSize * 3;
  /** The batch's inputs, one after the other, reused from one batch to the next (tfjs copies them at once). */
  let inputs = new Float32Array(0);
  let waiting: { box: CropBox; settle: (fit: Promise<MeshFit | undefined>) => void }[] = [];
  const run = () => {
    const batch = waiting;
    waiting = [];
    let fits: Promise<(MeshFit | undefined)[]>;
    try {
      // Made now: tfjs copies the inputs at once, before a crop asked for later is written over them.
      const crops = tf.tensor4d(inputs.subarray(0, batch.length * cropSize), [
        batch.length,
        inputSize,
        inputSize,
        3,
      ]);
      fits = runMesh(
        tf,
        model,
        crops,
        batch.map((request) => request.box),
        inputSize,
        minConfidence,
      );
    } catch (error) {
      fits = Promise.reject(error);
    }
    batch.forEach((request, k) => {
      request.settle(fits.then((all) => all[k]));
    });
  };
  return (pixels, box, mirrored) => {
    const slot = waiting.length;
    if (slot === 0) setImmediate(run);
    if (inputs.length < (slot + 1) * cropSize) {
      const grown = new Float32Array((slot + 1) * cropSize);
      grown.set(inputs.subarray(0, slot * cropSize));
      inputs = grown;
    }
    turnedCrop(pixels, box, inputSize, mirrored, inputs.subarray(slot * cropSize, (slot + 1) * cropSize));
    return new Promise((settle) => waiting.push({ box, settle }));
  };
};
