import type { HeadlineKey, NumberReading } from '@pele/shared/schemas/skin-analysis';

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
