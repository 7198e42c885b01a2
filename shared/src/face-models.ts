/**
 * The face models of `@vladmandic/human` the product runs, in one place for the analyzer (Node, WASM) and the
 * camera's live guidance (browser, WebGL): the face detector and the 468-point mesh, configured alike, so the
 * camera reads the face the server will measure. Plain data: each side adds its backend and paths.
 */

/** Model names; each is `<name>.json` plus the weight files its manifest lists. */
export const FACE_MODELS = { detector: 'blazeface', mesh: 'facemesh' } as const;

/** Where the SPA serves the models, on its own origin (never a CDN). */
export const FACE_MODELS_URL_PATH = '/models/human/';

/** Detector confidence needed to keep a face box at all. */
export const FACE_DETECTOR_MIN_CONFIDENCE = 0.5;

/**
 * Everything but the face detector and the mesh is off (iris, emotion, description, antispoof, liveness, body,
 * hands, objects, segmentation), and so are gestures and the image filters (they need a canvas and make a
 * result depend on the previous frame). The detector does not search rotations: a tilted photo is levelled by
 * the analyzer itself, and the camera only reads the pose.
 */
export const FACE_ONLY_CONFIG = {
  filter: { enabled: false },
  gesture: { enabled: false },
  face: {
    enabled: true,
    detector: {
      modelPath: `${FACE_MODELS.detector}.json`,
      rotation: false,
      minConfidence: FACE_DETECTOR_MIN_CONFIDENCE,
      return: false,
    },
    mesh: { enabled: true, modelPath: `${FACE_MODELS.mesh}.json`, keepInvalid: false },
    attention: { enabled: false },
    iris: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
} as const;
