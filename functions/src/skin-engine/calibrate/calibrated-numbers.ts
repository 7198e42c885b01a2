/**
 * Which raw measures make each reported number, and how they are placed among the reference faces
 * (calibrate.ts). The raw measures are the face-level means of the zone measures (face-aggregates.ts; each
 * defined, with its reference, in the engine's README); nothing here is a threshold.
 */

import type { Aggregates } from '../measure-zones/measures';
import { type Knots, placeAmong } from './calibrate';

/** The raw measures a number is made of. Each reads one face-level measure; NaN when its zones were not seen. */
export const PARTS = {
  /** Share of specular (bright, colour-losing) pixels, T-zone plus a third of the cheeks'. */
  shine: (m: Aggregates) => m.shineTZone + m.shineCheeks / 3,
  /** Soft highlights: L* p90 − median over the broad zones. */
  highlights: (m: Aggregates) => m.sheenContrast,
  pores: (m: Aggregates) => m.poreResponse,
  /** The cheeks' fine grain: it repeats across photos of a person better than the whole face's (ICC(1) on the repeat set 0.60 against 0.42). */
  cheekRoughness: (m: Aggregates) => m.cheekTextureRms,
  lines: (m: Aggregates) => m.lineResponse,
  cheekLines: (m: Aggregates) => m.cheekLineResponse,
  wrinkles: (m: Aggregates) => m.wrinkleResponse,
  /** Nose and cheeks' a* above the face's own, under light brought to D65 and a fixed exposure (light.ts). */
  rednessAboveFace: (m: Aggregates) => m.rednessAboveFace,
  /** 100·log10(R/G) of nose and cheeks (Diffey 1984). */
  erythema: (m: Aggregates) => m.erythemaIndex,
  noseErythema: (m: Aggregates) => m.noseErythemaIndex,
  redSpots: (m: Aggregates) => m.redSpotResponse,
  /**
   * Dark spots and blotchiness as measured. Read against the photo's fine grain (`textureRms`) they repeated
   * better across photos of a person (ICC(1) 0.52 against 0.15 on the repeat set), but drawn spots raise that
   * grain as much as the spots' own measure (zone-measures.test.ts): the ratio did not see them.
   */
  darkSpots: (m: Aggregates) => m.darkSpotResponse,
  toneSpread: (m: Aggregates) => m.lightnessSpread,
  chroma: (m: Aggregates) => m.chroma,
  darkCircles: (m: Aggregates) => m.darkCircleDeltaL,
  eyeBagShade: (m: Aggregates) => m.eyeBagShade,
  eyeBagDepth: (m: Aggregates) => m.eyeBagDepth,
} as const satisfies Record<string, (m: Aggregates) => number>;
export type PartKey = keyof typeof PARTS;

/** A part of a number, with its weight; `inverse`: the number rises as the part falls. */
interface Part {
  part: PartKey;
  weight: number;
  inverse?: true;
}

/**
 * Every calibrated number and its parts. The type scores (dry, oily, sensitive) and the metrics' complements
 * (roughTexture, unevenTone feed texture and pigmentation; dry feeds the hydration estimate) are the headline
 * numbers; the others are the concerns' severities. Where a number mixes parts, the mix was chosen among a few
 * of the same meaning by its ICC(1) on the repeat-photo set (functions/bench/fit-calibration.ts), never on the
 * held-out sets: dryness leans on fine lines and creases (they repeat across photos of a person better than the
 * fine grain does), sensitivity on redness against the face's own baseline.
 */
export const NUMBERS = {
  oily: [
    { part: 'shine', weight: 0.6 },
    { part: 'highlights', weight: 0.2 },
    { part: 'pores', weight: 0.2 },
  ],
  dry: [
    { part: 'cheekLines', weight: 0.5 },
    { part: 'wrinkles', weight: 0.3 },
    { part: 'cheekRoughness', weight: 0.2 },
  ],
  sensitive: [
    { part: 'rednessAboveFace', weight: 0.6 },
    { part: 'noseErythema', weight: 0.4 },
  ],
  roughTexture: [
    { part: 'cheekRoughness', weight: 0.75 },
    { part: 'pores', weight: 0.25 },
  ],
  unevenPigment: [
    { part: 'darkSpots', weight: 0.6 },
    { part: 'toneSpread', weight: 0.4 },
  ],
  oiliness: [
    { part: 'shine', weight: 0.8 },
    { part: 'highlights', weight: 0.2 },
  ],
  redness: [
    { part: 'rednessAboveFace', weight: 0.6 },
    { part: 'erythema', weight: 0.4 },
  ],
  roughness: [{ part: 'cheekRoughness', weight: 1 }],
  fineLines: [{ part: 'lines', weight: 1 }],
  wrinkles: [{ part: 'wrinkles', weight: 1 }],
  pores: [{ part: 'pores', weight: 1 }],
  acne: [{ part: 'redSpots', weight: 1 }],
  hyperpigmentation: [{ part: 'darkSpots', weight: 1 }],
  unevenTone: [{ part: 'toneSpread', weight: 1 }],
  darkCircles: [{ part: 'darkCircles', weight: 1 }],
  eyeBags: [
    { part: 'eyeBagShade', weight: 0.6 },
    { part: 'eyeBagDepth', weight: 0.4 },
  ],
  dullness: [
    { part: 'highlights', weight: 0.6, inverse: true },
    { part: 'chroma', weight: 0.4, inverse: true },
  ],
} as const satisfies Record<string, readonly Part[]>;
export type NumberKey = keyof typeof NUMBERS;

/** The reference set's knots: of every part's raw values and of every number's weighted mean of parts. */
export interface CalibrationTable {
  parts: Record<PartKey, Knots>;
  numbers: Record<NumberKey, Knots>;
}

/**
 * How much each part's raw value moves when the same photo is mirrored, re-saved at JPEG quality 70 or turned 5°
 * (the 97th percentile over reference faces; functions/bench/fit-calibration.ts measures it).
 */
export type PartNoise = Record<PartKey, number>;

export const partValues = (m: Aggregates): Record<PartKey, number> =>
  Object.fromEntries((Object.keys(PARTS) as PartKey[]).map((key) => [key, PARTS[key](m)])) as Record<
    PartKey,
    number
  >;

/** The parts' places among the reference faces (0–100 each), NaN where a part was not measured. */
export const partPlaces = (
  values: Record<PartKey, number>,
  table: CalibrationTable,
): Record<PartKey, number> =>
  Object.fromEntries(
    (Object.keys(PARTS) as PartKey[]).map((key) => [key, placeAmong(table.parts[key], values[key])]),
  ) as Record<PartKey, number>;

/** A number's raw value before its own placement: the weighted mean of its parts' places (seen parts only). */
export const partMix = (key: NumberKey, places: Record<PartKey, number>): number => {
  let sum = 0;
  let weight = 0;
  for (const p of NUMBERS[key] as readonly Part[]) {
    const place = places[p.part];
    if (!Number.isFinite(place)) continue;
    sum += p.weight * (p.inverse ? 100 - place : place);
    weight += p.weight;
  }
  return weight > 0 ? sum / weight : Number.NaN;
};

const numberFrom = (key: NumberKey, places: Record<PartKey, number>, table: CalibrationTable) =>
  placeAmong(table.numbers[key], partMix(key, places));

/** Every calibrated number, 0–100 (a number none of whose parts was measured reads 0). */
export const calibratedNumbers = (m: Aggregates, table: CalibrationTable): Record<NumberKey, number> => {
  const places = partPlaces(partValues(m), table);
  return Object.fromEntries(
    (Object.keys(NUMBERS) as NumberKey[]).map((key) => {
      const value = numberFrom(key, places, table);
      return [key, Number.isFinite(value) ? Math.round(value) : 0];
    }),
  ) as Record<NumberKey, number>;
};

/**
 * How far each number would move, at this face's values, if each of its parts moved by its noise (either way):
 * the root of the sum of squares of the parts' effects. Where the reference faces are dense the scale is steep,
 * and a number can swing by more than its raw measure's noise suggests; this says where.
 */
export const calibratedSwings = (
  m: Aggregates,
  table: CalibrationTable,
  noise: PartNoise,
): Record<NumberKey, number> => {
  const values = partValues(m);
  const places = partPlaces(values, table);
  return Object.fromEntries(
    (Object.keys(NUMBERS) as NumberKey[]).map((key) => {
      const base = numberFrom(key, places, table);
      let squares = 0;
      for (const { part } of NUMBERS[key] as readonly Part[]) {
        if (!Number.isFinite(values[part])) continue;
        const moved = [-1, 1].map((sign) =>
          numberFrom(
            key,
            { ...places, [part]: placeAmong(table.parts[part], values[part] + sign * noise[part]) },
            table,
          ),
        );
        const effect = Math.max(...moved.map((v) => Math.abs(v - base)));
        if (Number.isFinite(effect)) squares += effect ** 2;
      }
      return [key, Math.sqrt(squares)];
    }),
  ) as Record<NumberKey, number>;
};
