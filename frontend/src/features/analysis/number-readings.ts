import type { HeadlineKey, NumberReading } from '@pele/shared/schemas/skin-analysis';

type Band = NumberReading['band'];

/**
 * What a meter shows for a headline number: the value with its meaning against the reference faces, or, for a
 * number that does not repeat across photos of the same person, only its band with the reason.
 */
export const readingProps = (readings: readonly NumberReading[], key: HeadlineKey) => {
  const reading = readings.find((r) => r.key === key);
  if (!reading) return {};
  return reading.display === 'band'
    ? { band: reading.band, detail: `${reading.relative}. ${reading.note ?? ''}`.trim() }
    : { detail: `${reading.relative}.` };
};

/**
 * Why a number is shown as a band, where only the band is known (history, profile, progress): the result
 * screen of that analysis gives its own confidence and reason.
 */
export const BAND_REASON =
  'Números em faixa (baixo, médio ou alto) têm confiança baixa: mudam entre fotos da mesma pessoa quase tanto quanto entre pessoas diferentes, ou naquela foto poderiam mudar mais de 5 pontos. Por isso não mostramos um valor exato.';

/** A headline number as a short text: 'faixa médio' when it is shown as a band, else its rounded value. */
export const headlineValue = (value: number, band: Band | undefined) =>
  band ? `faixa ${band}` : String(Math.round(value));

/** As headlineValue, with '%' after a value. */
export const headlinePercent = (value: number, band: Band | undefined) =>
  band ? `faixa ${band}` : `${Math.round(value)}%`;

/** The 0–100 range a band covers: the lower, middle or upper third of the reference faces. */
export const bandRange = (band: Band): readonly [number, number] =>
  band === 'baixo' ? [0, 100 / 3] : band === 'médio' ? [100 / 3, 200 / 3] : [200 / 3, 100];
