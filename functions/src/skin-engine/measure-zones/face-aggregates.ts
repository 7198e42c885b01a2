import { type Gains, normaliseLight } from '../light/light';
import type { Aggregates } from '../scoring';
import { AGGREGATE_ZONES, type ZoneKey } from './face-zones';
import type { ZoneRaw } from './zone-measures';

export { AGGREGATE_ZONES };

/** A zone's raw numbers and whether they count (enough skin seen, facing the camera). */
export interface CountedZone {
  key: ZoneKey;
  measured: boolean;
  /**
   * How much a measured zone counts, 0–1 (1 when absent): it fades in as the zone turns toward the camera and
   * shows more skin (zoneWeight in judged-zones.ts), so a zone crossing a threshold under a small change of
   * the photo moves the face's numbers a little instead of all at once.
   */
  weight?: number;
  raw: ZoneRaw;
}

/** How much a zone counts in the face's numbers: 0 when not measured. */
export const zoneCount = (zone: CountedZone) => (zone.measured ? (zone.weight ?? 1) : 0);

/**
 * Fixed weight of each zone in a face-level number. Left and right weigh the same and the weights do not follow
 * how many pixels each zone shows, so a quarter-turned face (one cheek large, the other small or unmeasured) and
 * its mirror image give the same number. The nose and chin are small and partly shaded: they count less.
 */
const ZONE_WEIGHT: Record<ZoneKey, number> = {
  forehead: 1,
  nose: 0.6,
  cheek_left: 1,
  cheek_right: 1,
  chin: 0.6,
  under_eye_left: 1,
  under_eye_right: 1,
  crows_feet_left: 1,
  crows_feet_right: 1,
};

/** Weighted mean of a raw number over the measured zones among `keys`; NaN when none was measured. */
export const zoneMean = (
  zones: readonly CountedZone[],
  keys: readonly ZoneKey[],
  pick: (raw: ZoneRaw) => number,
): number => {
  let sum = 0;
  let weight = 0;
  for (const zone of zones) {
    const counts = zoneCount(zone) * ZONE_WEIGHT[zone.key];
    if (counts <= 0 || !keys.includes(zone.key)) continue;
    sum += pick(zone.raw) * counts;
    weight += counts;
  }
  return weight > 0 ? sum / weight : Number.NaN;
};

/** Share (0–1) of the weight of `keys` that was measured: how much of what a number needs was seen. */
export const coverage = (zones: readonly CountedZone[], keys: readonly ZoneKey[]): number => {
  let seen = 0;
  let all = 0;
  for (const key of keys) {
    all += ZONE_WEIGHT[key];
    const zone = zones.find((z) => z.key === key);
    if (zone) seen += ZONE_WEIGHT[key] * zoneCount(zone);
  }
  return all > 0 ? seen / all : 0;
};

const pairs: readonly (readonly [ZoneKey, ZoneKey])[] = [
  ['cheek_left', 'under_eye_left'],
  ['cheek_right', 'under_eye_right'],
];

/**
 * The mean of per-side values (each side's zones lit by the same light), each side counting as much as the
 * least counted of its zones; NaN when no side was measured.
 */
export const sideMean = (
  zones: readonly CountedZone[],
  sides: readonly { keys: readonly ZoneKey[]; value: number }[],
): number => {
  let sum = 0;
  let weight = 0;
  for (const { keys, value } of sides) {
    const counts = Math.min(
      ...keys.map((key) => {
        const zone = zones.find((z) => z.key === key);
        return zone ? zoneCount(zone) : 0;
      }),
    );
    if (!Number.isFinite(value) || counts <= 0) continue;
    sum += value * counts;
    weight += counts;
  }
  return weight > 0 ? sum / weight : Number.NaN;
};

/** Cheek L* minus under-eye L*, on each side where both were measured. */
const underEyeDarkening = (zones: readonly CountedZone[]): number =>
  sideMean(
    zones,
    pairs.map(([cheek, eye]) => ({
      keys: [cheek, eye],
      value: zoneMean(zones, [cheek], (r) => r.lightness) - zoneMean(zones, [eye], (r) => r.lightness),
    })),
  );

/**
 * The nose's and cheeks' mean a* minus the whole face's (forehead, nose, cheeks, chin), with the zones' colours
 * first brought to D65 light and the reference exposure (skin-engine/light/light.ts): redness against the face's own
 * baseline, which a cast or an exposure moves far less than a* itself (a warm light raises every zone's a*).
 */
const rednessAboveFace = (zones: readonly CountedZone[], toD65: Gains): number => {
  const tone = zones.filter(
    (zone) => zoneCount(zone) > 0 && AGGREGATE_ZONES.tone.some((k) => k === zone.key),
  );
  const normalised = normaliseLight(
    tone.map(({ raw }) => ({ L: raw.lightness, a: raw.redness, b: raw.yellowness })),
    toD65,
  );
  const lit = tone.map((zone, i) => ({
    ...zone,
    raw: { ...zone.raw, redness: normalised[i]?.a ?? Number.NaN },
  }));
  return (
    zoneMean(lit, AGGREGATE_ZONES.poreZones, (r) => r.redness) -
    zoneMean(lit, AGGREGATE_ZONES.tone, (r) => r.redness)
  );
};

/**
 * Face-level measures from the zones (NaN where nothing was measured; the severities then read 0). `toD65`: the
 * gains still to apply to the zones' colours to bring the photo's estimated light to D65 (light.ts).
 */
export const aggregate = (
  zones: readonly CountedZone[],
  eyeBagDepth: number,
  toD65: Gains = { r: 1, g: 1, b: 1 },
): Aggregates => {
  const z = AGGREGATE_ZONES;
  const L = zoneMean(zones, z.tone, (r) => r.lightness);
  const b = zoneMean(zones, z.tone, (r) => r.yellowness);
  return {
    shineTZone: zoneMean(zones, z.tZone, (r) => r.shineShare),
    shineCheeks: zoneMean(zones, z.cheeks, (r) => r.shineShare),
    textureRms: zoneMean(zones, z.broad, (r) => r.textureRms),
    cheekTextureRms: zoneMean(zones, z.cheeks, (r) => r.textureRms),
    lineResponse: zoneMean(zones, z.lines, (r) => r.lineResponse),
    cheekLineResponse: zoneMean(zones, z.cheeks, (r) => r.lineResponse),
    wrinkleResponse: zoneMean(zones, z.folds, (r) => r.wrinkleResponse),
    poreResponse: zoneMean(zones, z.poreZones, (r) => r.poreResponse),
    redSpotResponse: zoneMean(zones, z.tone, (r) => r.redSpotResponse),
    darkSpotResponse: zoneMean(zones, z.broad, (r) => r.darkSpotResponse),
    lightnessSpread: zoneMean(zones, z.broad, (r) => r.lightnessSpread),
    rednessA: zoneMean(zones, z.poreZones, (r) => r.redness),
    rednessAboveFace: rednessAboveFace(zones, toD65),
    erythemaIndex: zoneMean(zones, z.poreZones, (r) => r.erythemaIndex),
    noseErythemaIndex: zoneMean(zones, ['nose'], (r) => r.erythemaIndex),
    chroma: zoneMean(zones, z.tone, (r) => r.chroma),
    sheenContrast: zoneMean(zones, z.broad, (r) => r.sheenContrast),
    darkCircleDeltaL: underEyeDarkening(zones),
    eyeBagShade: zoneMean(zones, z.underEyes, (r) => r.verticalShade),
    eyeBagDepth,
    ita: (Math.atan2(L - 50, b) * 180) / Math.PI,
  };
};
