import { headPose, type MeshPoint, modelDepthToPixels, POSE_LANDMARK } from '@pele/shared/head-pose';
import { srgbLightness } from '@pele/shared/lightness';
import { captureHint } from '@pele/shared/photo-quality';
import { describe, expect, it } from 'vitest';
import {
  analyzedScale,
  CROP_WIDTH_PX,
  type FaceCrop,
  faceCrop,
  liveReadings,
  type Pixels,
  SKIN_PATCHES,
  skinLightness,
} from './live-readings';

const patch = (zone: (typeof SKIN_PATCHES)[number]['zone']) =>
  SKIN_PATCHES.find((p) => p.zone === zone)?.landmark ?? -1;

/**
 * A frontal face 300 px ear to ear in a 1280×720 frame, centred at (640, 380): the pose landmarks and the skin
 * patches' landmarks where a face has them; every other point at the centre.
 */
const frontalMesh = (shift: readonly [number, number] = [0, 0]): MeshPoint[] => {
  const mesh: MeshPoint[] = Array.from({ length: 468 }, () => [640 + shift[0], 380 + shift[1], 0] as const);
  const set = (index: number, x: number, y: number) => {
    mesh[index] = [x + shift[0], y + shift[1], 0];
  };
  set(POSE_LANDMARK.eyeOuterLeft, 560, 330);
  set(POSE_LANDMARK.eyeOuterRight, 720, 330);
  set(POSE_LANDMARK.faceEdgeLeft, 490, 360);
  set(POSE_LANDMARK.faceEdgeRight, 790, 360);
  set(POSE_LANDMARK.foreheadTop, 640, 200);
  set(POSE_LANDMARK.chinBottom, 640, 560);
  set(patch('forehead'), 640, 250);
  set(patch('nose'), 640, 360);
  set(patch('cheek_left'), 570, 430);
  set(patch('cheek_right'), 710, 430);
  set(patch('chin'), 640, 520);
  return mesh;
};

/** The crop's pixels, each coloured by `colour(x, y)` in crop pixels. */
const cropPixels = (crop: FaceCrop, colour: (x: number, y: number) => readonly [number, number, number]) => {
  const data = new Uint8ClampedArray(crop.outWidth * crop.outHeight * 4);
  for (let y = 0; y < crop.outHeight; y++)
    for (let x = 0; x < crop.outWidth; x++) {
      const [r, g, b] = colour(x, y);
      data.set([r, g, b, 255], 4 * (y * crop.outWidth + x));
    }
  return { width: crop.outWidth, height: crop.outHeight, data } satisfies Pixels;
};

const cropOf = (mesh: readonly MeshPoint[], width = 1280, height = 720): FaceCrop => {
  const crop = faceCrop(mesh, width, height);
  if (!crop) throw new Error('no crop');
  return crop;
};

describe('faceCrop', () => {
  it("cuts the mesh's bounding box out of the frame and scales it to the crop width", () => {
    const crop = cropOf(frontalMesh());
    expect(crop).toMatchObject({ left: 490, top: 200, width: 300, height: 360 });
    expect(crop.scale).toBeCloseTo(CROP_WIDTH_PX / 300, 9);
    expect(crop.outWidth).toBe(CROP_WIDTH_PX);
    expect(crop.outHeight).toBe(Math.round(360 * (CROP_WIDTH_PX / 300)));
  });

  it('keeps a small face at its own size and clips a face running past the frame', () => {
    // 75 × 90 px, from x 602.5: whole pixels 602–678.
    const small = frontalMesh().map(([x, y, z]) => [640 + (x - 640) / 4, 380 + (y - 380) / 4, z] as const);
    expect(cropOf(small)).toMatchObject({ scale: 1, outWidth: 76, outHeight: 90 });
    const clipped = cropOf(frontalMesh([-600, 0]));
    expect(clipped).toMatchObject({ left: 0, width: 190 });
  });

  it('has no crop for an empty mesh or one outside the frame', () => {
    expect(faceCrop([], 1280, 720)).toBeUndefined();
    expect(faceCrop(frontalMesh([2000, 0]), 1280, 720)).toBeUndefined();
  });
});

describe('skinLightness', () => {
  it("reads a uniform skin's L*, with the analyzer's curve", () => {
    const mesh = frontalMesh();
    const crop = cropOf(mesh);
    const value = skinLightness(
      mesh,
      300,
      cropPixels(crop, () => [224, 172, 140]),
      crop,
    );
    expect(value).toBeCloseTo(srgbLightness(224, 172, 140), 9);
  });

  it('takes each zone’s median and averages the zones, as the analyzer does', () => {
    const mesh = frontalMesh();
    const crop = cropOf(mesh);
    const foreheadBottom = (280 - crop.top) * crop.scale;
    // The forehead patch lit (grey 200) and the rest in shade (grey 100), with a few blown pixels on the nose.
    const nose = mesh[patch('nose')] ?? [0, 0, 0];
    const noseX = (nose[0] - crop.left) * crop.scale;
    const noseY = (nose[1] - crop.top) * crop.scale;
    const pixels = cropPixels(crop, (x, y) => {
      if (y < foreheadBottom) return [200, 200, 200];
      if (Math.abs(x - noseX) < 1 && Math.abs(y - noseY) < 1) return [255, 255, 255];
      return [100, 100, 100];
    });
    const expected = (srgbLightness(200, 200, 200) + 4 * srgbLightness(100, 100, 100)) / 5;
    expect(skinLightness(mesh, 300, pixels, crop)).toBeCloseTo(expected, 6);
  });

  it('skips patches outside the crop, and has no reading when none is inside', () => {
    const mesh = frontalMesh();
    const crop = cropOf(mesh);
    const pixels = cropPixels(crop, () => [150, 150, 150]);
    const moved = [...mesh];
    moved[patch('chin')] = [5000, 5000, 0];
    expect(skinLightness(moved, 300, pixels, crop)).toBeCloseTo(srgbLightness(150, 150, 150), 9);
    const away = mesh.map(() => [5000, 5000, 0] as const);
    expect(skinLightness(away, 300, pixels, crop)).toBeUndefined();
  });
});

describe('analyzedScale', () => {
  it('is 1 up to the 1280 px the analyzer keeps, then shrinks the long side to it', () => {
    expect(analyzedScale(1280, 720)).toBe(1);
    expect(analyzedScale(640, 480)).toBe(1);
    expect(analyzedScale(1920, 1080)).toBeCloseTo(2 / 3, 9);
    expect(analyzedScale(1080, 1920)).toBeCloseTo(2 / 3, 9);
  });
});

/** The readings of a frontal face in a frame of `width`×`height` whose face crop is one colour. */
const readUniform = (colour: readonly [number, number, number], width = 1280, height = 720) => {
  const mesh = frontalMesh();
  const crop = cropOf(mesh, width, height);
  return liveReadings({
    mesh,
    frameWidth: width,
    frameHeight: height,
    crop,
    pixels: cropPixels(crop, () => colour),
  });
};

describe('liveReadings', () => {
  it('reads pose and face width with the shared head pose (depth in pixels), and the skin’s lightness', () => {
    const readings = readUniform([224, 172, 140]);
    const pose = headPose(frontalMesh(), modelDepthToPixels(frontalMesh()));
    expect(readings).toEqual({
      yawDegrees: pose.yawDegrees,
      pitchDegrees: pose.pitchDegrees,
      skinLightness: srgbLightness(224, 172, 140),
      faceWidthPx: 300,
    });
    expect(captureHint(readings)).toBe('ready');
  });

  it('gives the face width in pixels of the photo the analyzer measures', () => {
    expect(readUniform([224, 172, 140], 1920, 1080)?.faceWidthPx).toBeCloseTo(200, 9);
  });

  it('asks for more light on a dark frame and has no readings when no skin was sampled', () => {
    expect(captureHint(readUniform([40, 30, 25]))).toBe('moreLight');
    const mesh = frontalMesh();
    const empty = liveReadings({
      mesh,
      frameWidth: 1280,
      frameHeight: 720,
      crop: cropOf(mesh),
      pixels: { width: 0, height: 0, data: new Uint8ClampedArray() },
    });
    expect(empty).toBeUndefined();
  });
});
