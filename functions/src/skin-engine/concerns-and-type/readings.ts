/**
 * Stage "say what the numbers mean": each headline number as the result screen shows it, against the reference
 * faces in words (DESIGN.md, "What a number means"), and, for a number that does not stay with a person across
 * photos, only its band with the reason.
 */

import { lazy } from '@pele/shared/lazy';
import {
  type HeadlineKey,
  type NumberReading,
  READING_MIN_REPEATABILITY,
} from '@pele/shared/schemas/skin-analysis';
import { REPEATABILITY } from '../calibrate/calibration-table';
import { HEADLINE_KEYS } from './headline';

/** Terciles of the reference faces: the lower third reads 'baixo', the upper 'alto'. */
export const bandOf = (value: number): NumberReading['band'] =>
  value < 100 / 3 ? 'baixo' : value < 200 / 3 ? 'médio' : 'alto';

/** What "more" means for each number, in a phrase that takes "que N em cada 10 peles de referência". */
const MORE: Record<HeadlineKey, string> = {
  dry: 'mais sinais de ressecamento',
  oily: 'mais brilho',
  sensitive: 'mais vermelhidão',
  hydration: 'hidratação estimada maior',
  texture: 'textura mais lisa',
  pigmentation: 'tom mais uniforme',
};

/**
 * The value said against the reference: a value of 70 is above 7 in 10 reference faces. At the ends the
 * sentence says "quase todas" instead of "0 em cada 10" or "10 em cada 10".
 */
export const relativeText = (key: HeadlineKey, value: number): string => {
  const tenths = Math.min(10, Math.max(0, Math.round(value / 10)));
  if (tenths >= 10) return `${capitalised(MORE[key])} que quase todas as peles de referência`;
  if (tenths <= 0) return `${capitalised(MORE[key])} que quase nenhuma das peles de referência`;
  return `${capitalised(MORE[key])} que ${tenths} em cada 10 peles de referência`;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const decimal = lazy(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** The note of a number shown as a band: its confidence (the ICC) and why. */
export const bandNote = (repeatability: number): string =>
  `Confiança baixa: em fotos diferentes da mesma pessoa este número mudou quase tanto quanto entre pessoas ` +
  `diferentes (repetibilidade ${decimal().format(Math.max(0, repeatability))} de 1), por isso mostramos só a faixa.`;

/** The note of a number shown as a band because, on this photo, it sits where the scale is steep. */
export const UNSTEADY_NOTE =
  'Confiança baixa: nesta foto este número pode mudar mais de 5 pontos com pequenas diferenças de nitidez, ' +
  'compressão ou ângulo, por isso mostramos só a faixa.';

/**
 * The readings of the headline numbers. A number is shown as a band when it does not stay with a person across
 * photos (its ICC(1) under READING_MIN_REPEATABILITY) or when, on this photo, the noise of its measures moves it
 * by more than `tolerance` points (`swings`, calibrated-numbers.ts: where reference faces are dense the scale is
 * steep).
 */
export const readingsOf = (
  numbers: Record<HeadlineKey, number>,
  swings: Partial<Record<HeadlineKey, number>> = {},
  tolerance = Number.POSITIVE_INFINITY,
  repeatability: Record<HeadlineKey, number> = REPEATABILITY,
): NumberReading[] =>
  HEADLINE_KEYS.map((key) => {
    const value = numbers[key];
    const icc = repeatability[key];
    const unrepeatable = !(icc >= READING_MIN_REPEATABILITY);
    const unsteady = (swings[key] ?? 0) > tolerance;
    const note = unrepeatable ? bandNote(icc) : unsteady ? UNSTEADY_NOTE : undefined;
    return {
      key,
      value,
      display: note ? 'band' : 'percent',
      band: bandOf(value),
      relative: relativeText(key, value),
      repeatability: Number.isFinite(icc) ? icc : 0,
      ...(note ? { note } : {}),
    };
  });
