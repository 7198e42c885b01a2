import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FACE_DETECTOR_MIN_CONFIDENCE, FACE_ONLY_CONFIG } from '@pele/shared/face-models';
import { eyeLineRadians, MESH_CROP_OVER_POINTS, MESH_INPUT_PX, pointBounds } from '@pele/shared/head-pose';
import type { Config, GraphModel, Human } from '@vladmandic/human';
import { createFaceDetector, type DetectedFace } from './face-detector';
import type { MeshPoint } from './face-geometry';
import { type CropBox, fitMesh, fitMeshes, type MeshFit, meshBatcher } from './face-mesh-fit';
import { registerFileModelLoader } from './file-model-loader';
import { meanMesh, mirrorTwins } from './mirror-consensus';
import { type RefitPasses, refitPasses } from './refit-passes';

const require = createRequire(import.meta.url);

export interface RuntimePaths {
  /** Folder holding blazeface.json/.bin and facemesh.json/.bin. */
  modelBasePath?: string;
  /** Folder holding the tfjs-backend-wasm *.wasm files, with a trailing slash or not. */
  wasmPath?: string;
}

/** Where the npm packages keep the files; a Lambda bundle passes folders shipped beside it instead. */
export const defaultRuntimePaths = (): Required<RuntimePaths> => {
  // `@vladmandic/human`'s exports map resolves to its tfjs-node build; we only use its location on disk.
  const humanDist = dirname(require.resolve('@vladmandic/human'));
  return {
    modelBasePath: join(humanDist, '..', 'models'),
    wasmPath: dirname(require.resolve('@tensorflow/tfjs-backend-wasm')),
  };
};

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * Up to five faces, boxes overlapping by more than a tenth merged, the mesh's crop 1.4 × the detector's box.
 * Where the mesh model is not sure of a face in that crop, it looks again in its central `closerScale` (below).
 */
const DETECTOR = {
  maxDetected: 5,
  iouThreshold: 0.1,
  minConfidence: FACE_DETECTOR_MIN_CONFIDENCE,
  scale: 1.4,
  /**
   * The detector's crop is 1.24–1.62 times the mesh's points (1.4 at the everyday fixtures' median, shared
   * MESH_CROP_OVER_POINTS); on a face small in its copy the box jitters more. faceapi-sample2-face at its own
   * size in a 1280×720 frame, mirrored and re-saved, was boxed 1.16 times wider than as sent (about 1.6 times
   * its points): the model read 0.17 there, and no face was found. 0.8 brings such a crop back to about 1.3,
   * inside the range, where the model read 1.
   */
  closerScale: 0.8,
} as const;

/** The crop's central part, `share` of its side, about the same centre. */
const closerCrop = (box: CropBox, share: number): CropBox => {
  const x = ((box.right - box.left) * (1 - share)) / 2;
  const y = ((box.bottom - box.top) * (1 - share)) / 2;
  return { ...box, left: box.left + x, right: box.right - x, top: box.top + y, bottom: box.bottom - y };
};

/**
 * The mesh is fitted again in a crop made from its own points, three times (more while it still moves: 2.8.0,
 * below). The detector's box moves by a few pixels when the same photo is re-compressed, mirrored or turned a
 * little, and the mesh fitted in it follows (on
 * an everyday selfie re-saved at JPEG quality 70, the forehead and chin outlines moved 8 px in a 280 px photo, the
 * crow's feet 5–7 px): one crow's-foot zone then took in or left out the seam between the face and the ear,
 * and the face's fine lines read 100 one time and 0 the next. Centred on the mesh's own points, the crop no
 * longer depends on the detector's jitter. The scale is the detector's crop over the mesh's bounding box, 1.4
 * (median of the everyday fixtures; 1.24–1.62), so the model sees the face as large as it did from the detector.
 * On the everyday fixtures this took the numbers within 5 points of the same photo perturbed from 98.1 % to
 * 98.9 % and the largest change from 100 points to 14; each pass costs one mesh run on the photo and one on its
 * mirror, for the photo's subject only (find-face.ts, withMirrorConsensus).
 * The crop is turned with the face (boxAround), and the fit given back is the mean of five: each pass's, and
 * two more in the last crop turned by turnDegrees each way. Where the face's outline is unclear the model places
 * it a few pixels differently in each crop and under each re-save (a bearded jawline moved 4 px, 2 % of the face,
 * at JPEG quality 70, and the chin's uneven tone by 6 points); the mean of fits in several crops moves less. The
 * turns keep the mirror consensus exact: the mirror's fits turn the other way in the photo's frame, so a photo
 * and its mirror image are measured on the same set of fits. Before 2.7.0 (two passes, one turn), on the everyday
 * fixtures (mirror, JPEG q70, 5° turn; 972 numbers): numbers moved past 5 points 1 → 0, sum of their squared
 * moves 605 → 466 (485 once levelled photos were measured through their exact placement, skin-analyzer.ts);
 * measured beside it, before that: the last fit alone 4 and 644, one pass 3 and 663, a turn each way 0 and 437.
 * 2.7.0: three passes and a turn each way, on the photo's own pixels (refit-region.ts). Sums of squared moves
 * (everyday / held-out / second held-out / the speed faces framed 1280×720): 508 / 423 / 199 / 3385 before,
 * 469 / 315 / 207 / 736 after; beside it, two passes and a turn each way 469 / 285 / 254 / 1538 (two confident
 * numbers of the second held-out set past 5), four passes 480 / 359 / 225 / 580 (one greyed everyday number past
 * 5), three passes and one turn 490 / 320 / 252 / 1212. Each fit is about 6 ms (a model run and its crop,
 * face-mesh-fit.ts). The engine's PIPELINE.md has the other variants measured.
 * 2.8.0: a fit still on its way is given more passes (refit-passes.ts). A face small in the detector's copy (at
 * its own size in a 1280×720 frame) starts far from where the passes take it: its landmarks moved 2.4 %, 1.7 %,
 * 1.3 % of the face's width in the first three passes and 0.3 % in the fourth. Passes go on while the last one
 * moved them by more than settledMove of the face's width, up to maxPasses, and the mean is of the last `passes`
 * passes and the two turns. settledMove was chosen on the everyday set, with the rest of 2.8.0 but the eye
 * bags' depth (sums of squared moves, everyday / held-out / second held-out / speed faces framed 1280×720 / the
 * same and six everyday faces at their own size in a 1280×720 frame):
 * - 1 % 469 / 315 / 212 / 338 / 970, 0.75 % 537 / 309 / 203 / 315 / 921 (with the eye bags' depth),
 *   0.5 % 448 / 314 / 197 / 284 / 818, 0.3 % 489 / 247 / 212 / 229 / 802;
 * - 2.7.0 469 / 315 / 207 / 736 / 2133; without the two turns (0.5 %) 492 / 416 / 221 / 410 / 1018, with one
 *   everyday number past 5: the turns stay.
 * The cost: the bench's five faces at 1280×720 take 39 passes (photo and mirror) where 2.7.0 took 30, about
 * 11 ms more an analysis; at 1 %, 34, but then faceapi-sample5-face at its own size in a 1280×720 frame and its
 * mirror are measured more than 5 points apart (offline-analyzer-stability.test.ts) and 1280×720 frames move more.
 */
const MESH_REFIT: RefitPasses & { scale: number; turnDegrees: number } = {
  passes: 3,
  maxPasses: 6,
  settledMove: 0.005,
  scale: MESH_CROP_OVER_POINTS,
  turnDegrees: 4,
};

/**
 * Only the face detector and the 468-point mesh run (shared/face-models, as in the camera), up to five faces
 * (the largest is measured; the others say it was a group photo), with no caching across calls, so a result
 * never depends on the previous photo.
 */
const humanConfig = (paths: Required<RuntimePaths>): Partial<Config> => ({
  ...FACE_ONLY_CONFIG,
  backend: 'wasm',
  modelBasePath: pathToFileURL(withSlash(paths.modelBasePath)).href,
  wasmPath: withSlash(paths.wasmPath),
  wasmPlatformFetch: false,
  debug: false,
  async: false,
  warmup: 'none',
  cacheModels: false,
  validateModels: false,
  cacheSensitivity: 0,
  skipAllowed: false,
  deallocate: false,
  face: {
    ...FACE_ONLY_CONFIG.face,
    detector: {
      ...FACE_ONLY_CONFIG.face.detector,
      maxDetected: DETECTOR.maxDetected,
      skipFrames: 0,
      skipTime: 0,
      iouThreshold: DETECTOR.iouThreshold,
      scale: DETECTOR.scale,
    },
  },
});

/** A face found with its mesh fitted (face-mesh-fit.ts): landmarks in the pixels of the image it was found in. */
export interface FittedFace {
  mesh: MeshPoint[];
  /** The detector's confidence. */
  boxScore: number;
  /** The mesh model's confidence. */
  faceScore: number;
}

export interface FaceRuntime {
  /**
   * The detector alone: its six key points (eyes first) give the face's angle at any tilt, quickly, which is how
   * a tilted photo is levelled before the measured mesh.
   */
  sight(rgb: Uint8Array, width: number, height: number): Promise<DetectedFace[]>;
  /**
   * Every face the detector finds, with its mesh fitted. `mirrored` looks at the image mirrored left to right
   * (mirror-consensus.ts) and answers in the mirror's pixels; the flip happens on the tensor, not in a copy.
   * `lookCloser`: where the model is not sure of a face in the detector's crop, it looks again in the crop's
   * central part (DETECTOR.closerScale).
   */
  detect(
    rgb: Uint8Array,
    width: number,
    height: number,
    options?: { mirrored?: boolean; lookCloser?: boolean },
  ): Promise<FittedFace[]>;
  /**
   * The mesh fitted again, MESH_REFIT.passes times or more until it settles (refit-passes.ts), in a crop centred
   * on the given points and turned with them (in the image's pixels, of its mirror if `mirrored`), and given back
   * as the mean of the last passes' fits and two in the last crop turned a little more each way (MESH_REFIT);
   * undefined when the model no longer sees a face there.
   * Only the photo's subject is refitted: a group photo's other faces only tell it was a group. The pixels are
   * read as they are (turnedCrop), not made a tensor.
   */
  refit(
    rgb: Uint8Array,
    width: number,
    height: number,
    mesh: readonly MeshPoint[],
    options?: { mirrored?: boolean },
  ): Promise<MeshFit | undefined>;
  /** The mesh's triangles as index triples (the 468-point topology), for surface normals. */
  triangles: readonly (readonly [number, number, number])[];
  /** Each mesh point's mirror twin (mirror-consensus.ts). */
  twins: readonly number[];
}

/**
 * The mesh fitted in each detected face's crop, every crop in one batch (fitMeshes); where the model is not sure
 * of a face and `lookCloser`, again in the crop's central part (DETECTOR.closerScale), one face at a time.
 */
const fitDetected = async (
  tf: Human['tf'],
  meshModel: GraphModel,
  seen: readonly DetectedFace[],
  image: Parameters<typeof fitMeshes>[2],
  lookCloser: boolean,
): Promise<FittedFace[]> => {
  const fits = await fitMeshes(
    tf,
    meshModel,
    image,
    seen.map((face) => face.box),
    FACE_DETECTOR_MIN_CONFIDENCE,
  );
  const faces: FittedFace[] = [];
  for (const [k, face] of seen.entries()) {
    const closer = () => closerCrop(face.box, DETECTOR.closerScale);
    const fit =
      fits[k] ??
      (lookCloser ? await fitMesh(tf, meshModel, image, closer(), FACE_DETECTOR_MIN_CONFIDENCE) : undefined);
    if (fit) faces.push({ ...fit, boxScore: face.boxScore });
  }
  return faces;
};

let cached: { key: string; runtime: Promise<FaceRuntime> } | undefined;

const load = async (paths: Required<RuntimePaths>): Promise<FaceRuntime> => {
  // The package's exports map blocks `@vladmandic/human/dist/human.node-wasm.js`, so load that build by path.
  const humanDist = dirname(require.resolve('@vladmandic/human'));
  const { Human: HumanClass } = require(join(humanDist, 'human.node-wasm.js')) as {
    Human: new (config: Partial<Config>) => Human;
  };
  const human = new HumanClass(humanConfig(paths));
  registerFileModelLoader(human.tf.io);
  await human.load();
  await human.tf.ready();
  const tf = human.tf;
  const flat = human.faceTriangulation;
  const triangles: [number, number, number][] = [];
  for (let i = 0; i + 2 < flat.length; i += 3)
    triangles.push([flat[i] ?? 0, flat[i + 1] ?? 0, flat[i + 2] ?? 0]);
  const meshModel = human.models.models.facemesh;
  if (!meshModel) throw new Error('the face mesh model did not load');
  type ImageTensor = ReturnType<typeof tf.tensor4d>;
  /**
   * The image as the float32 tensor Human would cast it to ([1, height, width, 3], 0–255), mirrored if asked,
   * disposed after `work`. Built here in one pass: tfjs's WASM reverse and cast kernels took ≈ 15 ms a photo.
   */
  const withTensor = async <T>(
    rgb: Uint8Array,
    width: number,
    height: number,
    mirrored: boolean,
    work: (tensor: ImageTensor) => Promise<T>,
  ): Promise<T> => {
    const tensor = tf.tensor4d(floatPixels(rgb, width, height, mirrored), [1, height, width, 3], 'float32');
    try {
      return await work(tensor);
    } finally {
      tf.dispose(tensor);
    }
  };
  const detectorModel = human.models.models.blazeface;
  if (!detectorModel) throw new Error('the face detector model did not load');
  const sight = createFaceDetector(tf, detectorModel, DETECTOR);
  const refitMesh = meshBatcher(tf, meshModel, FACE_DETECTOR_MIN_CONFIDENCE);
  return {
    triangles,
    twins: mirrorTwins(human.faceUVMap),
    sight: (rgb, width, height) => withTensor(rgb, width, height, false, sight),
    detect: (rgb, width, height, options = {}) =>
      withTensor(rgb, width, height, options.mirrored === true, async (image) =>
        fitDetected(tf, meshModel, await sight(image), image, options.lookCloser === true),
      ),
    refit: async (rgb, width, height, mesh, options = {}) => {
      const pixels = { data: rgb, width, height };
      const fit = (box: CropBox) => refitMesh(pixels, box, options.mirrored === true);
      const fits: MeshFit[] = await refitPasses(
        mesh,
        (points) => fit(boxAround(points, MESH_REFIT.scale)),
        MESH_REFIT,
      );
      const last = fits.at(-1);
      if (!last) return undefined;
      const box = boxAround(last.mesh, MESH_REFIT.scale);
      const turned = await Promise.all(
        [MESH_REFIT.turnDegrees, -MESH_REFIT.turnDegrees].map((turn) =>
          fit({ ...box, angle: (box.angle ?? 0) + (turn * Math.PI) / 180 }),
        ),
      );
      for (const another of turned) if (another) fits.push(another);
      return { faceScore: last.faceScore, mesh: meanMesh(fits.map((fit) => fit.mesh)) };
    },
  };
};

/**
 * The mesh's crop around its own points: the square about the centre of the points' bounding box, `scale` times
 * its longer side (Human's tracking and MediaPipe's landmarks-to-ROI step centre the next crop the same way),
 * turned with the face's eye line and the box taken in that turned frame, as MediaPipe's rotated region of
 * interest is: the model then sees the face level at any roll, so a face tilted by a few degrees more or less
 * (a 5° turn of the camera, a levelled photo or one measured as sent) is fitted alike.
 */
const boxAround = (mesh: readonly MeshPoint[], scale: number): CropBox => {
  const angle = eyeLineRadians(mesh);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The points in the face's own frame (turned back by its angle), their box there, and its centre turned again.
  const { minX, minY, maxX, maxY } = pointBounds(
    mesh.map(([x, y]) => [x * cos + y * sin, -x * sin + y * cos]),
  );
  const half = (scale * Math.max(maxX - minX, maxY - minY)) / 2;
  const u = (minX + maxX) / 2;
  const v = (minY + maxY) / 2;
  const cx = u * cos - v * sin;
  const cy = u * sin + v * cos;
  return { left: cx - half, top: cy - half, right: cx + half, bottom: cy + half, angle };
};

/**
 * Pixels per unit of the model's depth for a mesh fitted by refit: its crop's side (boxAround) over the model's
 * input. Read from the crop turned with the face, it is the same for the mesh turned back onto an unlevelled photo.
 */
export const refitDepthToPixels = (mesh: readonly MeshPoint[]): number => {
  const { left, right } = boxAround(mesh, MESH_REFIT.scale);
  return right > left ? (right - left) / MESH_INPUT_PX : 1;
};

/**
 * The floats handed to tfjs, which copies them into the WASM heap at once: one array serves every call (a few
 * MB a photo less for the garbage collector).
 */
let floats = new Float32Array(0);

/** Packed RGB bytes as floats, optionally mirrored left to right (each row read backwards, pixel by pixel). */
const floatPixels = (rgb: Uint8Array, width: number, height: number, mirrored: boolean): Float32Array => {
  if (floats.length < width * height * 3) floats = new Float32Array(width * height * 3);
  const out = floats.subarray(0, width * height * 3);
  if (!mirrored) {
    out.set(rgb);
    return out;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width * 3;
    for (let x = 0; x < width; x++) {
      const from = row + 3 * x;
      const to = row + 3 * (width - 1 - x);
      out[to] = rgb[from] as number;
      out[to + 1] = rgb[from + 1] as number;
      out[to + 2] = rgb[from + 2] as number;
    }
  }
  return out;
};

/** Loads the models once per process (module scope), whatever number of analyzers is created. */
export const getFaceRuntime = (paths: RuntimePaths = {}): Promise<FaceRuntime> => {
  const resolved =
    paths.modelBasePath && paths.wasmPath
      ? { modelBasePath: paths.modelBasePath, wasmPath: paths.wasmPath }
      : { ...defaultRuntimePaths(), ...paths };
  const key = `${resolved.modelBasePath}|${resolved.wasmPath}`;
  if (cached?.key !== key) {
    const runtime = load(resolved);
    cached = { key, runtime };
    runtime.catch(() => {
      if (cached?.runtime === runtime) cached = undefined;
    });
  }
  return cached.runtime;
};
