import type { GraphModel, Human } from '@vladmandic/human';
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

/**
 * The model's input from a turned crop, sampled where tf.image.cropAndResize samples an unturned one (its k-th
 * sample at left + k × side / (input − 1), scaled by (size − 1) / size as its normalized boxes are), those
 * positions turned by the crop's angle about its centre; bilinear, 0 outside the image as cropAndResize fills.
 */
const turnedCrop = (tf: Tf, image: Tensor, box: CropBox, inputSize: number, angle: number) => {
  const [, height = 1, width = 1] = image.shape;
  const sx = (width - 1) / width;
  const sy = (height - 1) / height;
  const dx = (box.right - box.left) / (inputSize - 1);
  const dy = (box.bottom - box.top) / (inputSize - 1);
  const cx = (box.left + box.right) / 2;
  const cy = (box.top + box.bottom) / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // tf.image.transform maps each output pixel (column j, row i) to the input point (a0 j + a1 i + a2, b0 j + b1 i + b2).
  const transform = [
    sx * cos * dx,
    -sx * sin * dy,
    sx * (cx + cos * (box.left - cx) - sin * (box.top - cy)),
    sy * sin * dx,
    sy * cos * dy,
    sy * (cy + sin * (box.left - cx) + cos * (box.top - cy)),
    0,
    0,
  ];
  return tf.image.transform(
    image as Parameters<Tf['image']['transform']>[0],
    tf.tensor2d([transform], [1, 8]),
    'bilinear',
    'constant',
    0,
    [inputSize, inputSize],
  );
};

/**
 * Fits the mesh in `box` of `image` (float32, [1, height, width, 3], 0–255). Undefined when the model does not
 * see a face there (Human's rule: its confidence must be above the detector's minimum).
 */
export const fitMesh = async (
  tf: Tf,
  model: GraphModel,
  image: Tensor,
  box: CropBox,
  minConfidence: number,
): Promise<MeshFit | undefined> => {
  const [, height = 1, width = 1] = image.shape;
  const inputSize = model.inputs[0]?.shape?.[2] ?? 192;
  const crop = tf.tidy(() =>
    tf.div(
      box.angle
        ? turnedCrop(tf, image, box, inputSize, box.angle)
        : tf.image.cropAndResize(
            image as Parameters<Tf['image']['cropAndResize']>[0],
            [[box.top / height, box.left / width, box.bottom / height, box.right / width]],
            [0],
            [inputSize, inputSize],
          ),
      tf.scalar(255, 'float32'),
    ),
  );
  const outputs = model.execute(crop) as Tensor[];
  try {
    const confidence = outputs.find((t) => t.shape[t.shape.length - 1] === 1);
    const points = outputs.find((t) => t.shape[t.shape.length - 1] === 1404);
    if (!confidence || !points) return undefined;
    const faceScore = Math.round(100 * ((await confidence.data())[0] ?? 0)) / 100;
    if (faceScore <= minConfidence) return undefined;
    return { faceScore, mesh: meshInImage(await points.data(), box, inputSize) };
  } finally {
    tf.dispose([crop, ...outputs]);
  }
};
