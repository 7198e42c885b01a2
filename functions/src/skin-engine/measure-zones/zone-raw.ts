import type { ZoneKey } from './face-zones';

/**
 * Raw per-zone measurements, in the units named on each field (canonical pixels: face width = 320 px).
 * A type, not an interface: it is stored as the zone's `raw` record of numbers.
 */
export type ZoneRaw = {
  /**
   * Skin pixels measured (eyes, brows, lips, hair and deep shadow excluded), each counted by its skin weight:
   * a pixel near the mask's darkness cut counts partly (MEASURE.skinDarkSoftL), so this need not be whole.
   */
  skinPixels: number;
  /**
   * Skin pixels over the part of the zone's outline inside the photo (what a fringe, glasses or shadow left of
   * it). Beyond the photo's edge nothing is seen, neither skin nor cover: counted there, the share of a forehead
   * cut by a tight crop followed where the mesh placed the unseen hairline, which a re-save or a 5° turn moves
   * (a held-out portrait's forehead read 0.26, 0.32 and 0.37, its fine lines 92, 77 and 62). A sliver left by a
   * crop is still weighed by its pixel count (MEASURE.minZoneSkinPixels), and its edge by the high-pass weights.
   */
  skinShare: number;
  /**
   * Median CIE L* (lightness, 0–100), read on L* at the texture blur (σ = 2 px) as verticalShade is: the raw
   * median of an under-eye's few hundred pixels on its steep gradient moved 1.2 L* under a 5° turn of a held-out
   * face (its dark circles, cheek minus under-eye, by 7 points), the blurred one by less (5).
   */
  lightness: number;
  /** Mean CIE a* (green−/red+). */
  redness: number;
  /** Mean CIE b* (blue−/yellow+). */
  yellowness: number;
  /** Individual typology angle in degrees: atan((L* − 50) / b*) (Chardon 1991). */
  ita: number;
  /** Erythema index 100·log10(R/G) on linear reflectances (Dawson 1980; Diffey 1984). */
  erythemaIndex: number;
  /** Soft share (0–1) of bright, low-chroma pixels: specular shine from sebum. */
  shineShare: number;
  /** RMS of the L* high-pass residual (σ = 2 px): fine texture roughness. */
  textureRms: number;
  /** Mean Frangi dark-valley response (0–1) at σ = 1.5 px: fine lines. */
  lineResponse: number;
  /** Mean Frangi dark-valley response (0–1) at σ = 3.5 px: wrinkles, the deeper and wider folds. */
  wrinkleResponse: number;
  /** Mean CIELAB chroma C*ab: skin that has lost colour (sallow, grey) reads low. */
  chroma: number;
  /** 90th minus 50th percentile of L*: the soft highlights of radiant skin; a flat, dull face reads low. */
  sheenContrast: number;
  /**
   * Median L* of the zone's upper half minus its lower half (canonical frame, face upright), read on L* at the
   * texture blur (σ = 2 px): an under-eye's few hundred pixels on a steep gradient moved their raw medians by
   * 1.2 L* under one re-save (eye bags 23 → 31 on an everyday face), the blurred ones by less (29 → 34).
   */
  verticalShade: number;
  /** Small dark blobs (pores): mean soft response 0–1 of a fine-minus-coarse L* dip (σ 0.8 vs 2 px). */
  poreResponse: number;
  /** Compact red blobs (papule-like spots): mean soft response 0–1 of a* above its local mean (σ 2.5 vs 10 px). */
  redSpotResponse: number;
  /** Dark spots: mean soft response 0–1 of L* below its local mean (σ 1.2 vs 10 px). */
  darkSpotResponse: number;
  /**
   * Local L* spread of the diffuse skin (highlights left out): 90th minus 10th percentile of L* at σ = 2.5 px minus
   * its σ = 10 px local mean (blotches, with the pixel-scale grain and the shading removed).
   */
  lightnessSpread: number;
};

/** The pixel-scale measure the steadiness self-check reads again (steadiness-check.ts). */
export type CheckedRaw = Pick<ZoneRaw, 'lineResponse'>;

export interface ZoneMeasure {
  key: ZoneKey;
  name: string;
  landmarks: readonly number[];
  raw: ZoneRaw;
  /** The fine lines again on the face softened by the self-check's blur, when one was asked for. */
  checked?: CheckedRaw;
  /**
   * Share (0–1) of the zone's outline inside the photo: what a tight crop left of it. Not a measure of the skin,
   * so not in `raw`: it says why a zone with too little skin was not measured (judged-zones.ts, judgedZones).
   */
  inPhoto: number;
}
