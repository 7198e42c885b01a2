import { FACE_MODELS_URL_PATH, FACE_ONLY_CONFIG } from '@pele/shared/face-models';
import type { MeshPoint } from '@pele/shared/head-pose';
import type { PhotoReadings } from '@pele/shared/photo-quality';
import { type Config, Human } from '@vladmandic/human';
import { faceCrop, liveReadings } from './live-readings';

/**
 * The browser side of the camera's live guidance: `@vladmandic/human` (face detector + 468-point mesh, the same
 * models the analyzer runs) on the video element, and a small canvas crop of the frame for the skin's
 * lightness. Loaded with a dynamic import by use-live-guidance.ts only once the camera is on, so no other
 * screen downloads it.
 */
export interface FaceReader {
  /** The readings of the video's current frame; undefined when no face is seen. */
  read(video: HTMLVideoElement): Promise<PhotoReadings | undefined>;
}

/**
 * The analyzer's face models and settings (shared/face-models), one face, from the site's own origin
 * (vite-plugins/human-models.ts copies them into dist/models/human/) and not copied into IndexedDB (the HTTP
 * cache keeps them); no warm-up.
 */
const CONFIG: Partial<Config> = {
  ...FACE_ONLY_CONFIG,
  backend: 'webgl',
  modelBasePath: FACE_MODELS_URL_PATH,
  // The wasm backend is removed below; a path on the own origin anyway, so nothing can reach for a CDN.
  wasmPath: FACE_MODELS_URL_PATH,
  debug: false,
  async: true,
  warmup: 'none',
  cacheModels: false,
  face: {
    ...FACE_ONLY_CONFIG.face,
    detector: { ...FACE_ONLY_CONFIG.face.detector, maxDetected: 1 },
  },
};

/** Backends the bundle registers but the camera must not fall to: wasm fetches binaries, webgpu is untested. */
const UNUSED_BACKENDS = ['wasm', 'webgpu'];

/** The part of TensorFlow.js used here (`human.tf` is untyped). */
interface TfBackends {
  getBackend(): string | undefined;
  removeBackend(name: string): void;
  engine(): { registryFactory: Record<string, unknown> };
}

const startHuman = async (): Promise<Human> => {
  const human = new Human(CONFIG);
  const tf = human.tf as TfBackends;
  for (const name of UNUSED_BACKENDS) if (name in tf.engine().registryFactory) tf.removeBackend(name);
  await human.init();
  // No WebGL (some headless or old browsers): the CPU backend is slower but gives the same mesh.
  if (tf.getBackend() !== 'webgl') {
    human.config.backend = 'cpu';
    await human.init();
  }
  const backend = tf.getBackend();
  if (backend !== 'webgl' && backend !== 'cpu') throw new Error(`face detector: no backend (${backend})`);
  await human.load();
  const loaded = human.models.loaded();
  if (!loaded.includes('blazeface') || !loaded.includes('facemesh'))
    throw new Error(`face detector: models not loaded (${loaded.join(', ')})`);
  return human;
};

const createReader = (human: Human): FaceReader => {
  const canvas = document.createElement('canvas');
  return {
    async read(video) {
      const result = await human.detect(video);
      if (result.error) throw new Error(`face detector: ${result.error}`);
      const face = result.face[0];
      if (!face || face.mesh.length < 468) return undefined;
      const mesh = face.mesh.map(([x, y, z]) => [x, y, z ?? 0] as const) as MeshPoint[];
      const crop = faceCrop(mesh, video.videoWidth, video.videoHeight);
      if (!crop) return undefined;
      canvas.width = crop.outWidth;
      canvas.height = crop.outHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('2D canvas unavailable');
      context.drawImage(
        video,
        crop.left,
        crop.top,
        crop.width,
        crop.height,
        0,
        0,
        crop.outWidth,
        crop.outHeight,
      );
      const pixels = context.getImageData(0, 0, crop.outWidth, crop.outHeight);
      return liveReadings({
        mesh,
        frameWidth: video.videoWidth,
        frameHeight: video.videoHeight,
        crop,
        pixels,
      });
    },
  };
};

/** One detector per page, kept after the camera closes so a retake starts at once; a failed load is retried. */
let cached: Promise<FaceReader> | undefined;

export const loadFaceReader = (): Promise<FaceReader> => {
  if (!cached) {
    const loading = startHuman().then(createReader);
    cached = loading;
    loading.catch(() => {
      if (cached === loading) cached = undefined;
    });
  }
  return cached;
};
