/**
 * Stages "calibrate" and "type": from a face's raw measures to every number the result reports, the skin type by
 * the spec's rule and the readings of the headline numbers. The measures come from the engine's
 * earlier stages (measure-zones/); nothing here looks at pixels.
 */
import { deriveSkinType, describeSkinType, type SkinType } from '../../domain/analysis/skin-type';
import { calibratedNumbers, calibratedSwings, type NumberKey } from '../calibrate/calibrated-numbers';
import { CALIBRATION, PART_NOISE } from '../calibrate/calibration-table';
import type { Aggregates } from '../measure-zones/measures';
import { HEADLINE_FROM, type HeadlineKey } from './headline';
import { readingsOf } from './readings';

export const SEVERITY_KEYS = [
  'oiliness',
  'redness',
  'roughness',
  'fineLines',
  'wrinkles',
  'pores',
  'acne',
  'hyperpigmentation',
  'unevenTone',
  'darkCircles',
  'eyeBags',
  'dullness',
] as const satisfies readonly NumberKey[];
export type SeverityKey = (typeof SEVERITY_KEYS)[number];
export type Severities = Record<SeverityKey, number>;

export const calibrated = (m: Aggregates): Record<NumberKey, number> => calibratedNumbers(m, CALIBRATION);

/** How far each number would move on this face if its measures moved by their noise (calibrated-numbers.ts). */
export const calibratedSwingsOf = (m: Aggregates): Record<NumberKey, number> =>
  calibratedSwings(m, CALIBRATION, PART_NOISE);

/** The concerns' severities (0–100, the concern's place among the reference faces). */
export const severitiesOf = (n: Record<NumberKey, number>): Severities =>
  Object.fromEntries(SEVERITY_KEYS.map((key) => [key, n[key]])) as Severities;

export const severities = (m: Aggregates): Severities => severitiesOf(calibrated(m));

/** The three numbers the spec's skin-type rule compares (see scoring.ts for what each means). */
export const skinScores = (n: Record<NumberKey, number>) => ({
  dry: HEADLINE_FROM.dry(n),
  oily: HEADLINE_FROM.oily(n),
  sensitive: HEADLINE_FROM.sensitive(n),
});

/** The metrics, higher is better; hydration is an estimate (the complement of `dry`). */
export const metrics = (n: Record<NumberKey, number>) => ({
  hydration: HEADLINE_FROM.hydration(n),
  texture: HEADLINE_FROM.texture(n),
  pigmentation: HEADLINE_FROM.pigmentation(n),
});

/** Which calibrated number's steepness each headline number takes. */
const HEADLINE_SWING: Record<HeadlineKey, NumberKey> = {
  dry: 'dry',
  oily: 'oily',
  sensitive: 'sensitive',
  hydration: 'dry',
  texture: 'roughTexture',
  pigmentation: 'unevenPigment',
};

/**
 * Every number of a face. `checked`: the severities the steadiness self-check read (measure-zones/
 * steadiness-check.ts); a severity is as unsteady as the larger of that check's swing and the scale's
 * steepness at this face. `tolerance`: the points a number may move and still be shown as a value.
 */
export const skinNumbers = (measures: Aggregates, checked: Severities, tolerance: number) => {
  const numbers = calibrated(measures);
  const sev = severitiesOf(numbers);
  const scores = skinScores(numbers);
  const metricValues = metrics(numbers);
  const skinType: SkinType = deriveSkinType(scores);
  const scaleSwings = calibratedSwingsOf(measures);
  const swings = Object.fromEntries(
    SEVERITY_KEYS.map((key) => [key, Math.max(Math.abs(sev[key] - checked[key]), scaleSwings[key])]),
  ) as Severities;
  const headlineSwings = Object.fromEntries(
    (Object.keys(HEADLINE_SWING) as HeadlineKey[]).map((key) => [key, scaleSwings[HEADLINE_SWING[key]]]),
  );
  return {
    severities: sev,
    swings,
    scores,
    metrics: metricValues,
    skinType,
    // Within the tolerance of a boundary of the rule, the text says the type is at a limit.
    skinTypeDescription: describeSkinType(skinType, scores, tolerance),
    readings: readingsOf({ ...scores, ...metricValues }, headlineSwings, tolerance),
  };
};
