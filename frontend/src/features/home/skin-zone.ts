export type SkinZone = 'bad' | 'ok' | 'great';

const SLIDER_ZONES = { low: 25, high: 75 } as const;

/** Zones of the daily skin check (spec 2.6): under 25, 25 to under 75, 75 and above. */
export const skinZoneOf = (value: number): SkinZone =>
  value < SLIDER_ZONES.low ? 'bad' : value < SLIDER_ZONES.high ? 'ok' : 'great';

export const SKIN_ZONE_LABELS: Record<SkinZone, string> = {
  bad: 'Não Boa',
  ok: 'Está Ok',
  great: 'Ótima',
};
