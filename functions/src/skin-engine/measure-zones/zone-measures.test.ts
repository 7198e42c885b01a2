import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZONE_RAW_KEYS, type ZoneRawKey } from '@pele/shared/schemas/skin-analysis';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { NUMBERS, type PartKey, partValues } from '../calibrate/calibrated-numbers';
import { CALIBRATION } from '../calibrate/calibration-table';
import { type CanonicalFace, headPose, toCanonical } from '../find-face/face-geometry';
import { getFaceRuntime } from '../find-face/face-runtime';
import { rgbToLab } from '../light/color';
import { darkValleyness, gaussianBlur } from '../photo/image-filters';
import { decodeImage } from '../photo/image-io';
import { FRAME, MEASURE, type Severities, severities } from '../scoring';
import { aggregate } from './face-aggregates';
import { fillPolygon, type Point, ZONES, type ZoneKey } from './face-zones';
import { measureZones, softenedValleys, type ZoneRaw } from './zone-measures';

/**
 * Each concern's measure on synthetic skin: a real face's landmarks (so the zones sit where they would), painted
 * with an even skin colour and a faint, fixed grain, then with one drawn sign at a time. Each sign must raise its
 * own concern and leave the others where they were.
 */
const FIXTURE = join(import.meta.dirname, '../../../test/fixtures/images/mpl-grace_hopper.jpg');
const SKIN = [200, 162, 142] as const;
const NO_GAINS = { r: 1, g: 1, b: 1 };

let frame: Pick<CanonicalFace, 'width' | 'height' | 'landmarks'>;

beforeAll(async () => {
  const runtime = await getFaceRuntime();
  const photo = await decodeImage(readFileSync(FIXTURE), FRAME.detectionLongSide);
  const [face] = await runtime.detect(photo.data, photo.width, photo.height);
  if (!face) throw new Error('the fixture face was not found');
  const mesh = face.mesh.map((p) => [p[0], p[1], p[2] ?? 0] as const);
  const pose = headPose(mesh);
  const canonical = toCanonical(
    photo.data,
    photo.width,
    photo.height,
    mesh.map(([x, y]) => [x, y] as const),
    pose,
    FRAME.canonicalFaceWidth,
  );
  frame = { width: canonical.width, height: canonical.height, landmarks: canonical.landmarks };
}, 60_000);

/** Even skin with a faint grain from a fixed sequence (the same every run). */
const evenSkin = (skin: readonly number[] = SKIN): Uint8Array => {
  const rgb = new Uint8Array(frame.width * frame.height * 3);
  let seed = 12345;
  for (let i = 0; i < frame.width * frame.height; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const grain = (seed % 5) - 2;
    for (let c = 0; c < 3; c++) rgb[3 * i + c] = (skin[c] ?? 0) + grain;
  }
  return rgb;
};

const zoneMask = (keys: readonly ZoneKey[]): Uint8Array => {
  const mask = new Uint8Array(frame.width * frame.height);
  for (const zone of ZONES.filter((z) => keys.includes(z.key)))
    fillPolygon(
      mask,
      frame.width,
      frame.height,
      zone.landmarks.map((i) => frame.landmarks[i] ?? ([0, 0] as Point)),
      1,
    );
  return mask;
};

type Paint = (rgb: Uint8Array, x: number, y: number) => void;

/** Calls `paint` at the centre of every `step`-th pixel of the zones' grid that lies inside them. */
const onGrid = (rgb: Uint8Array, keys: readonly ZoneKey[], step: number, paint: Paint) => {
  const mask = zoneMask(keys);
  for (let y = step; y < frame.height - step; y += step)
    for (let x = step; x < frame.width - step; x += step) if (mask[y * frame.width + x]) paint(rgb, x, y);
};

const setPixel = (rgb: Uint8Array, x: number, y: number, colour: (c: number, value: number) => number) => {
  const i = 3 * (y * frame.width + x);
  for (let c = 0; c < 3; c++) rgb[i + c] = Math.max(0, Math.min(255, colour(c, rgb[i + c] ?? 0)));
};

const disk =
  (radius: number, colour: (c: number, value: number) => number): Paint =>
  (rgb, cx, cy) => {
    for (let y = -radius; y <= radius; y++)
      for (let x = -radius; x <= radius; x++)
        if (x * x + y * y <= radius * radius) setPixel(rgb, cx + x, cy + y, colour);
  };

/** A soft specular highlight: towards white with a Gaussian fall-off of σ = `radius`, as on oily skin. */
const glow =
  (radius: number): Paint =>
  (rgb, cx, cy) => {
    const reach = 2 * radius;
    for (let y = -reach; y <= reach; y++)
      for (let x = -reach; x <= reach; x++) {
        const w = 0.9 * Math.exp(-(x * x + y * y) / (2 * radius * radius));
        setPixel(rgb, cx + x, cy + y, (_, v) => v + (250 - v) * w);
      }
  };

const measuredAggregates = (rgb: Uint8Array) => {
  const face: CanonicalFace = {
    ...frame,
    rgb,
    inside: new Uint8Array(frame.width * frame.height).fill(1),
    sourcePixelsPerPixel: 1,
  };
  const zones = measureZones(face, rgbToLab(rgb, face.width, face.height, NO_GAINS), NO_GAINS).map(
    (zone) => ({
      ...zone,
      measured: true,
    }),
  );
  return aggregate(zones, Number.NaN);
};
const measure = (rgb: Uint8Array): Severities => severities(measuredAggregates(rgb));

/** The raw measure (calibrated-numbers.ts PARTS) each concern's first part reads. */
const partOf = (key: keyof Severities): PartKey => (NUMBERS[key][0] as { part: PartKey }).part;
/** How far a raw measure moved, in units of its spread between typical reference faces (their IQR). */
const movedInIqr = (
  key: keyof Severities,
  before: Record<PartKey, number>,
  after: Record<PartKey, number>,
) => {
  const part = partOf(key);
  const knots = CALIBRATION.parts[part];
  return Math.abs(after[part] - before[part]) / ((knots[15] ?? 0) - (knots[5] ?? 0));
};

const SIGNS: Record<
  string,
  { draw: (rgb: Uint8Array) => void; raises: keyof Severities; leaves: (keyof Severities)[] }
> = {
  'dark spots': {
    draw: (rgb) =>
      onGrid(
        rgb,
        ['forehead', 'cheek_left', 'cheek_right', 'chin'],
        18,
        // Lentigo-sized (about 4 mm across at the canonical 0.45 mm a pixel).
        disk(4, (_, v) => v * 0.75),
      ),
    raises: 'hyperpigmentation',
    // Not fine lines and wrinkles: the valley filters answer to a round spot's edge a little (β keeps it under
    // 2 % of a line's response), and the reference faces, small news photos, show so little line detail that a
    // little is 1.7 (lines) and 2.7 (creases) of their IQR.
    leaves: ['acne', 'redness', 'oiliness', 'darkCircles'],
  },
  'red spots': {
    draw: (rgb) =>
      onGrid(
        rgb,
        ['forehead', 'nose', 'cheek_left', 'cheek_right', 'chin'],
        12,
        disk(2, (c, v) => v + ([20, -30, -20][c] ?? 0)),
      ),
    raises: 'acne',
    // Not fine lines: a red spot is also a little darker, and its edge reads as a valley (0.7 of the reference
    // faces' IQR of fine lines; see dark spots).
    leaves: ['hyperpigmentation', 'oiliness', 'wrinkles', 'darkCircles'],
  },
  'overall redness': {
    draw: (rgb) => {
      for (let y = 0; y < frame.height; y++)
        for (let x = 0; x < frame.width; x++) setPixel(rgb, x, y, (c, v) => v + ([22, -22, -8][c] ?? 0));
    },
    raises: 'redness',
    leaves: ['acne', 'hyperpigmentation', 'oiliness', 'fineLines', 'wrinkles', 'roughness', 'pores'],
  },
  'fine lines': {
    draw: (rgb) =>
      onGrid(rgb, ['forehead', 'crows_feet_left', 'crows_feet_right'], 6, (image, x, y) => {
        // Horizontal strokes 1 px thin, 5 px long, every 6 rows: fine lines, not spots or folds.
        for (let dx = -2; dx <= 2; dx++) setPixel(image, x + dx, y, (_, v) => v * 0.8);
      }),
    raises: 'fineLines',
    leaves: ['acne', 'redness', 'oiliness', 'hyperpigmentation', 'darkCircles'],
  },
  wrinkles: {
    draw: (rgb) =>
      onGrid(rgb, ['forehead'], 14, (image, x, y) => {
        // Furrows about 3 mm wide (a Gaussian profile of σ 2.5 px), 13 px long, every 14 rows: folds, not lines.
        for (let dy = -6; dy <= 6; dy++)
          for (let dx = -6; dx <= 6; dx++)
            setPixel(image, x + dx, y + dy, (_, v) => v * (1 - 0.3 * Math.exp(-(dy * dy) / (2 * 2.5 * 2.5))));
      }),
    raises: 'wrinkles',
    leaves: ['acne', 'redness', 'oiliness', 'darkCircles'],
  },
  'dark circles': {
    draw: (rgb) => {
      const under = zoneMask(['under_eye_left', 'under_eye_right']);
      for (let y = 0; y < frame.height; y++)
        for (let x = 0; x < frame.width; x++)
          if (under[y * frame.width + x]) setPixel(rgb, x, y, (_, v) => v * 0.8);
    },
    raises: 'darkCircles',
    leaves: ['acne', 'redness', 'oiliness', 'fineLines', 'wrinkles', 'hyperpigmentation'],
  },
  shine: {
    draw: (rgb) => onGrid(rgb, ['forehead', 'nose'], 24, glow(7)),
    raises: 'oiliness',
    // Not fine lines: the skin between bright highlights reads as a valley (1.2 of the reference faces' IQR).
    leaves: ['acne', 'redness', 'hyperpigmentation', 'darkCircles'],
  },
};

describe('each concern measure answers to its own sign on synthetic skin', () => {
  it('reads even skin as calm: in the lower third of the reference faces', () => {
    const calm = measure(evenSkin());
    for (const key of ['acne', 'hyperpigmentation', 'redness', 'oiliness', 'fineLines', 'wrinkles'] as const)
      expect(calm[key], key).toBeLessThan(100 / 3);
  });

  it.each(Object.entries(SIGNS))('%s raise their concern and leave the others', (_, sign) => {
    const calm = measuredAggregates(evenSkin());
    const skin = evenSkin();
    sign.draw(skin);
    const marked = measuredAggregates(skin);
    expect(
      severities(marked)[sign.raises] - severities(calm)[sign.raises],
      sign.raises,
    ).toBeGreaterThanOrEqual(25);
    const [before, after] = [partValues(calm), partValues(marked)];
    for (const other of sign.leaves) expect(movedInIqr(other, before, after), other).toBeLessThanOrEqual(0.5);
  });
});

describe('shine on skin of low chroma (grey light, a desaturated photo)', () => {
  /** L* 63, C*ab 8.5. */
  const GREY_SKIN = [166, 150, 140] as const;
  /** 16 L* brighter and 2.3 C*ab less colourful: less chroma lost than a JPEG re-save moves a pixel's. */
  const BRIGHTER = [207, 195, 187] as const;

  it('does not read bright patches that lose no more chroma than a re-save as shine', () => {
    const calm = measuredAggregates(evenSkin(GREY_SKIN));
    const patched = evenSkin(GREY_SKIN);
    onGrid(
      patched,
      ['forehead', 'nose'],
      12,
      disk(4, (c) => BRIGHTER[c] ?? 0),
    );
    // The specular shine itself (oiliness also counts soft highlights, which these patches are).
    const [before, after] = [partValues(calm), partValues(measuredAggregates(patched))];
    expect(movedInIqr('oiliness', before, after)).toBeLessThanOrEqual(0.1);
  });

  it('still reads highlights that turn white as shine', () => {
    const calm = measure(evenSkin(GREY_SKIN));
    const glowing = evenSkin(GREY_SKIN);
    SIGNS.shine?.draw(glowing);
    expect(measure(glowing).oiliness - calm.oiliness).toBeGreaterThanOrEqual(25);
  });
});

describe('the steadiness self-check (steadiness-check.ts)', () => {
  const zonesOf = (rgb: Uint8Array, checkSigma?: number) => {
    const face: CanonicalFace = {
      ...frame,
      rgb,
      inside: new Uint8Array(frame.width * frame.height).fill(1),
      sourcePixelsPerPixel: 1,
    };
    return measureZones(face, rgbToLab(rgb, face.width, face.height, NO_GAINS), NO_GAINS, checkSigma);
  };

  it("leaves the photo's own numbers as they were and reads pixel-scale lines lower once softened", () => {
    const skin = evenSkin();
    SIGNS['fine lines']?.draw(skin);
    const plain = zonesOf(skin);
    const checked = zonesOf(skin, 0.8);
    expect(checked.map((zone) => zone.raw)).toEqual(plain.map((zone) => zone.raw));
    expect(plain.every((zone) => zone.checked === undefined)).toBe(true);
    const forehead = checked.find((zone) => zone.key === 'forehead');
    expect(forehead?.checked?.lineResponse).toBeLessThan(0.9 * (forehead?.raw.lineResponse ?? 0));
  });
});

describe('softenedValleys', () => {
  it('reads on the bounding box of its pixels the same valleys as on the whole frame', () => {
    const [width, height] = [120, 90];
    const L = new Float32Array(width * height).map(
      (_, i) => 60 + ((i * 7919) % 13) - 6 - (i % width === 50 ? 8 : 0),
    );
    const only = new Uint8Array(width * height);
    for (let y = 30; y < 50; y++) for (let x = 20; x < 90; x++) only[y * width + x] = 1;
    for (const sigma of [0.41, 1.6]) {
      const whole = darkValleyness(
        gaussianBlur(L, width, height, sigma),
        width,
        height,
        MEASURE.lineSigma,
        MEASURE.lineBeta,
        MEASURE.lineC,
        only,
      );
      expect(softenedValleys(L, width, height, only, sigma)).toEqual(whole);
    }
  });
});

describe("a zone's skin share", () => {
  /** The forehead measured with the rows above its middle taken away, as the photo's edge or as a dark fringe. */
  const foreheadWithTopHalf = (cut: 'beyond the photo' | 'under a fringe') => {
    const rgb = evenSkin();
    const inside = new Uint8Array(frame.width * frame.height).fill(1);
    const forehead = zoneMask(['forehead']);
    let top = frame.height;
    let bottom = 0;
    for (let i = 0; i < forehead.length; i++)
      if (forehead[i]) {
        const y = Math.floor(i / frame.width);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    const middle = Math.round((top + bottom) / 2);
    for (let y = 0; y < middle; y++)
      for (let x = 0; x < frame.width; x++) {
        if (cut === 'beyond the photo') inside[y * frame.width + x] = 0;
        else setPixel(rgb, x, y, (c) => [40, 30, 25][c] ?? 0);
      }
    const face: CanonicalFace = { ...frame, rgb, inside, sourcePixelsPerPixel: 1 };
    const zones = measureZones(face, rgbToLab(rgb, face.width, face.height, NO_GAINS), NO_GAINS);
    return zones.find((zone) => zone.key === 'forehead')?.raw;
  };

  it('is read over the part of the outline inside the photo: beyond its edge nothing is seen', () => {
    const whole = foreheadWithTopHalf('beyond the photo');
    expect(whole?.skinShare).toBeGreaterThan(0.95);
  });

  it('counts hair over the zone as cover, and both ways the zone keeps only the skin it shows', () => {
    const cropped = foreheadWithTopHalf('beyond the photo');
    const covered = foreheadWithTopHalf('under a fringe');
    expect(covered?.skinShare).toBeGreaterThan(0.3);
    expect(covered?.skinShare).toBeLessThan(0.7);
    const shown = cropped?.skinPixels ?? 0;
    expect(Math.abs((covered?.skinPixels ?? 0) - shown)).toBeLessThan(0.02 * shown);
  });
});

describe("a zone's raw measurements", () => {
  it('are exactly the names the shared schema declares, so the result screen can name each in pt-BR', () => {
    expectTypeOf<keyof ZoneRaw>().toEqualTypeOf<ZoneRawKey>();
    const rgb = evenSkin();
    const face: CanonicalFace = {
      ...frame,
      rgb,
      inside: new Uint8Array(frame.width * frame.height).fill(1),
      sourcePixelsPerPixel: 1,
    };
    for (const zone of measureZones(face, rgbToLab(rgb, face.width, face.height, NO_GAINS), NO_GAINS))
      expect(Object.keys(zone.raw).sort(), zone.key).toEqual([...ZONE_RAW_KEYS].sort());
  });
});
