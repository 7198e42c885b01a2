import type { GraphModel, Human } from '@vladmandic/human';
import type { CropBox } from './face-mesh-fit';

/**
 * BlazeFace run as `@vladmandic/human`'s blazeface.ts runs it (same tensor operations in the same order, so the
 * same boxes, scores and key points, checked on the fixtures), without the rest of `human.detect`: with the mesh
 * off Human still crops and resizes every face to 256 px for nothing, and tfjs-wasm's crop-and-resize kernel is
 * slow (≈ 5 ms a face, twice a photo).
 */

type Tf = Human['tf'];
type Tensor = ReturnType<Tf['tensor']>;

export interface DetectedFace {
  /** The crop Human would fit the mesh in: the detector's box enlarged, squared, on whole pixels. */
  box: CropBox;
  /** The detector's confidence, rounded to hundredths as Human reports it. */
  boxScore: number;
  /** The detector's six key points in the image's pixels: right eye, left eye, nose, mouth, right ear, left ear. */
  keypoints: [number, number][];
}

export interface DetectorOptions {
  maxDetected: number;
  iouThreshold: number;
  minConfidence: number;
  /** How much the detector's box is enlarged around the face before the mesh's crop (Human: 1.4). */
  scale: number;
}

/** Anchor centres of the two BlazeFace feature maps (Human's generateAnchors for a 256 px input). */
const anchorCentres = (inputSize: number): [number, number][] => {
  const anchors: [number, number][] = [];
  for (const [stride, perCell] of [
    [inputSize / 16, 2],
    [inputSize / 8, 6],
  ] as const) {
    const cells = Math.floor((inputSize + stride - 1) / stride);
    for (let gridY = 0; gridY < cells; gridY++)
      for (let gridX = 0; gridX < cells; gridX++)
        for (let n = 0; n < perCell; n++) anchors.push([stride * (gridX + 0.5), stride * (gridY + 0.5)]);
  }
  return anchors;
};

/**
 * One detection in the photo's pixels: Human's scaleBoxCoordinates, enlargeBox and squarifyBox, in its order of
 * operations, and the six keypoints. `corners`: the decoded box in detector pixels; `points`: the row's keypoint
 * offsets (x, y pairs); `factor`: detector to photo pixels. Undefined where Human drops the box (its enlarged
 * size rounds to nothing).
 */
const faceFromRow = (
  corners: readonly (number | undefined)[],
  points: ArrayLike<number>,
  [ax, ay]: readonly [number, number],
  factor: readonly [number, number],
  scale: number,
): Omit<DetectedFace, 'boxScore'> | undefined => {
  const corner = (k: number) => corners[k] ?? 0;
  const start = [corner(0) * factor[0], corner(1) * factor[1]] as const;
  const end = [corner(2) * factor[0], corner(3) * factor[1]] as const;
  const centre = [start[0] + (end[0] - start[0]) / 2, start[1] + (end[1] - start[1]) / 2] as const;
  const size = [Math.abs(end[0] - start[0]), Math.abs(end[1] - start[1])] as const;
  const enlarged = [(scale * size[0]) / 2, (scale * size[1]) / 2] as const;
  const from = [centre[0] - enlarged[0], centre[1] - enlarged[1]] as const;
  const to = [centre[0] + enlarged[0], centre[1] + enlarged[1]] as const;
  const squareCentre = [from[0] + (to[0] - from[0]) / 2, from[1] + (to[1] - from[1]) / 2] as const;
  const squareSize = [Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1])] as const;
  if (!(Math.round(squareSize[0]) > 0 && Math.round(squareSize[1]) > 0)) return undefined;
  const squareHalf = Math.max(...squareSize) / 2;
  const keypoints: [number, number][] = [];
  for (let k = 0; k < 6; k++) {
    const x = points[2 * k] ?? 0;
    const y = points[2 * k + 1] ?? 0;
    keypoints.push([(x + ax) * factor[0], (y + ay) * factor[1]]);
  }
  return {
    box: {
      left: Math.round(squareCentre[0] - squareHalf),
      top: Math.round(squareCentre[1] - squareHalf),
      right: Math.round(squareCentre[0] + squareHalf),
      bottom: Math.round(squareCentre[1] + squareHalf),
    },
    keypoints,
  };
};

export const createFaceDetector = (tf: Tf, model: GraphModel, options: DetectorOptions) => {
  const inputSize = model.inputs[0]?.shape?.[2] ?? 256;
  const anchors = tf.tensor2d(anchorCentres(inputSize));
  const inputSizeT = tf.scalar(inputSize, 'int32');
  const half = tf.scalar(2, 'float32');
  const scale127 = tf.scalar(127.5, 'float32');
  const one = tf.scalar(1, 'float32');

  /** Boxes [start x, start y, end x, end y] in detector pixels from the raw regression (Human's decodeBoxes). */
  const decodeBoxes = (raw: Tensor) => {
    const centers = tf.add(tf.slice(raw, [0, 1], [-1, 2]), anchors);
    const sizes = tf.div(tf.slice(raw, [0, 3], [-1, 2]), inputSizeT);
    const halfSize = tf.div(sizes, half);
    const centersNormalized = tf.div(centers, inputSizeT);
    const starts = tf.mul(tf.sub(centersNormalized, halfSize), inputSizeT);
    const ends = tf.mul(tf.add(centersNormalized, halfSize), inputSizeT);
    return tf.concat2d([starts as never, ends as never], 1);
  };

  /** `image`: float32 [1, height, width, 3], 0–255. */
  return async (image: Tensor): Promise<DetectedFace[]> => {
    const [, height = 1, width = 1] = image.shape;
    const { batch, boxes, scores } = tf.tidy(() => {
      const resized = tf.image.resizeBilinear(image as never, [inputSize, inputSize]);
      const normalized = tf.sub(tf.div(resized, scale127), one);
      const out = model.execute(normalized) as Tensor | Tensor[];
      let rows: Tensor;
      if (Array.isArray(out) && out.length > 2) {
        const sorted = [...out].sort((a, b) => a.size - b.size);
        const [s0, s1, s2, s3] = sorted as [Tensor, Tensor, Tensor, Tensor];
        rows = tf.squeeze(tf.concat([tf.concat([s1, s3], 2), tf.concat([s0, s2], 2)], 1), [0]);
      } else rows = tf.squeeze(Array.isArray(out) ? (out[0] as Tensor) : out);
      return {
        batch: rows,
        boxes: decodeBoxes(rows),
        scores: tf.squeeze(tf.sigmoid(tf.slice(rows, [0, 0], [-1, 1]))),
      };
    });
    try {
      const kept = await tf.image.nonMaxSuppressionAsync(
        boxes as never,
        scores as never,
        options.maxDetected,
        options.iouThreshold,
        options.minConfidence,
      );
      const order = (await kept.array()) as number[];
      tf.dispose(kept);
      const confidences = await scores.data();
      const allBoxes = await boxes.data();
      const allRows = await batch.data();
      const columns = batch.shape[1] ?? 17;
      const anchorList = await anchors.data();
      const faces: DetectedFace[] = [];
      for (const index of order) {
        const confidence = confidences[index] ?? 0;
        if (!(confidence > options.minConfidence)) continue;
        const face = faceFromRow(
          [allBoxes[4 * index], allBoxes[4 * index + 1], allBoxes[4 * index + 2], allBoxes[4 * index + 3]],
          allRows.subarray(index * columns + 5, index * columns + 17),
          [anchorList[2 * index] ?? 0, anchorList[2 * index + 1] ?? 0],
          [width / inputSize, height / inputSize],
          options.scale,
        );
        if (face) faces.push({ ...face, boxScore: Math.round(100 * confidence) / 100 });
      }
      // Human keeps a detector-only face when its rounded score is above the minimum.
      return faces.filter((face) => face.boxScore > options.minConfidence);
    } finally {
      tf.dispose([batch, boxes, scores]);
    }
  };
};
