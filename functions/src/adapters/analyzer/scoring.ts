/**
 * Every threshold and score mapping of the skin-analysis engine, in one place.
 *
 * How to read it: the engine measures raw numbers on the skin of each zone (zone-measures.ts) in a canonical
 * frame where the face is 320 px wide (ear to ear, landmarks 234–454), so one pixel is roughly 0.45 mm on an
 * adult face. This module turns them into 0–100 scores with linear ramps between two anchors: at or below the
 * first anchor the score is 0, at or above the second it is 100. The anchors were set by measuring the test
 * portraits (a 79-year-old with marked wrinkles, a 40-year-old in studio light, young adults with make-up in
 * indoor light) so that the scores spread over the range; they are not clinical cut-offs, and a photo is not a
 * dermatological examination. Where published work gives a reference value, it is named beside the anchor.
 *
 * References:
 * - Chardon A, Cretois I, Hourseau C. Skin colour typology and suntanning pathways. Int J Cosmet Sci 1991;13:191–208
 *   (ITA° = atan((L* − 50)/b*): > 55 very light, 41–55 light, 28–41 intermediate, 10–28 tan, −30–10 brown, < −30 dark).
 * - Takiwaki H. Measurement of skin color: practical application and theoretical considerations. J Med Invest
 *   1998;44:121–126 (a* tracks erythema; facial a* of healthy skin is roughly 8–14 in D65 CIELAB).
 * - Diffey BL, Oliver RJ, Farr PM. A portable instrument for quantifying erythema induced by ultraviolet radiation.
 *   Br J Dermatol 1984;111:663–672 (erythema index from the log ratio of red and green reflectance).
 * - Frangi AF et al. Multiscale vessel enhancement filtering. MICCAI 1998 (Hessian eigenvalue "vesselness",
 *   used here for dark valleys: wrinkles and fine lines).
 * - Roh M et al. Sebum output as a factor contributing to the size of facial pores. Br J Dermatol 2006;155:890–894
 *   (pore visibility rises with sebum: pores feed the oiliness score a little).
 * - Finlayson GD, Trezzi E. Shades of gray and colour constancy. CIC 2004 (illuminant estimate).
 */

/** Linear ramp from anchor `from` (score 0) to anchor `to` (score 100), clamped. Works with from > to too. */
export const ramp = (value: number, from: number, to: number): number => {
  if (!Number.isFinite(value)) return 0;
  const t = (value - from) / (to - from);
  return Math.round(100 * Math.min(1, Math.max(0, t)));
};

export const clampScore = (value: number): number => Math.round(Math.min(100, Math.max(0, value)));

/** Geometry and image sizes. */
export const FRAME = {
  /** Face width (landmarks 234–454) in the canonical frame, in pixels. */
  canonicalFaceWidth: 320,
  /** The photo is capped to this long side before anything else (the handler re-encodes to the same cap). */
  maxLongSide: 1280,
  /** Face detection runs on a copy with this long side: BlazeFace works at 256 px internally anyway. */
  detectionLongSide: 640,
} as const;

/** Pixel-level measurement parameters (canonical pixels, CIELAB units). */
export const MEASURE = {
  /** Eye, brow and lip polygons are grown by this factor about their centre before masking. */
  featureMaskGrowth: 1.2,
  /** A zone pixel darker than the zone median by more than this (L*) is hair, shadow or a nostril, not skin. */
  skinMaxDarkerThanMedian: 25,
  /** Skin hue angle h_ab range in degrees (skin sits between red and yellow: about 20°–70° in CIELAB). */
  skinHueDegrees: [-5, 100] as const,
  /** Pixels outside the skin hues count as skin only when nearly grey (shine, very pale skin). */
  skinOffHueMaxChroma: 8,
  /**
   * Shine (specular reflection off sebum is bright and takes the light's colour, so it loses chroma): a pixel
   * counts from 0 at shineAboveMedianL above the face's median L* to fully at + shineSpanL, times from 0 at
   * shineMaxChromaRatio of the median chroma to fully at (shineMaxChromaRatio − shineChromaSpanRatio).
   */
  shineAboveMedianL: 8,
  shineSpanL: 10,
  shineMaxChromaRatio: 0.8,
  shineChromaSpanRatio: 0.4,
  /** A zone with fewer skin pixels than this (covered by hair, glasses or shadow) is not measured. */
  minZoneSkinPixels: 150,
  /** Texture: residual of L* after a Gaussian of this σ. */
  textureSigma: 2,
  /** Pores: a fine blur (σ) darker than the texture blur (σ = textureSigma) by poreDepthL: a small dark dip. */
  poreFineSigma: 0.8,
  poreDepthL: 1,
  /** Dark spots (pigmentation) and red spots: fine and coarse scales shared by L* and a*. */
  spotFineSigma: 1.2,
  spotCoarseSigma: 10,
  spotDepthL: 2,
  /** Red spots (acne-like papules): a* above its local mean. */
  redSpotExcessA: 2,
  /** Each blob response rises from 0 at its knee above to 1 at knee + this span (L* or a* units). */
  softSpanL: 4,
  /** Fine lines: Frangi valleyness at σ px, with the blob/line sensitivity β and the contrast scale c (L*). */
  lineSigma: 1.5,
  lineBeta: 0.5,
  lineC: 3,
} as const;

/** Bounded white balance: correct at most this much of the illuminant cast, and at most ±15 % per channel. */
export const WHITE_BALANCE = {
  strength: 0.5,
  maxGain: 1.15,
  minGain: 1 / 1.15,
} as const;

/** Quality gate thresholds. */
export const QUALITY = {
  /** Mesh confidence below this is not a face (the cat photo stays below it). */
  minFaceScore: 0.6,
  /** Detector confidence to keep a face box at all. */
  minBoxScore: 0.5,
  /**
   * Detector confidence above which a level face is taken as upright without trying the photo turned (an
   * upside-down face can fit a level mesh; the detector then scores it about 0.6, an upright one 0.8–0.95).
   */
  uprightBoxScore: 0.7,
  /** An eye line tilted more than this is levelled (the photo turned by it) before the measured mesh. */
  levelAboveDegrees: 8,
  /** Face width (ear to ear) in pixels of the photo as analysed: below this it is too small to measure. */
  minFaceWidthPx: 80,
  /** Below this width pores and fine lines are hard to see: measured, with a warning. */
  lowResolutionFaceWidthPx: 200,
  /** Nose-tip offset from the face middle (−0.5…0.5): 0.2 is a head turned roughly 15–20°. */
  maxYawRatio: 0.2,
  /** Nose-tip height between eye line and chin: outside this range the head is tipped up or down. */
  pitchRatioRange: [0.22, 0.66] as const,
  /** Median skin L* below this: too dark to measure colour. */
  minSkinLightness: 25,
  /** Median skin L* above this or this share of clipped pixels: washed out. */
  maxSkinLightness: 88,
  maxClippedShare: 0.2,
  /** Normalized Laplacian sharpness of the face at 128 px width; below this the photo is blurred. */
  minSharpness: 0.16,
  /**
   * Colour cast. Skin of every tone keeps a narrow hue band under daylight-like light (the "skin locus",
   * Störring et al. 2001): a mean skin hue angle h_ab outside this range means coloured light (test photos:
   * 54°–81°). The whole-photo illuminant estimate alone misleads on close-up selfies, where the skin itself
   * dominates, so it only refuses extreme casts (r/g or b/g beyond 3×).
   */
  skinHueDegrees: [20, 95] as const,
  maxCastLog: Math.log(3),
} as const;

/** Measured aggregates the scores are computed from (built by the analyzer from the zone measures). */
export interface Aggregates {
  shineTZone: number;
  shineCheeks: number;
  textureRms: number;
  lineResponse: number;
  poreResponse: number;
  redSpotResponse: number;
  darkSpotResponse: number;
  lightnessSpread: number;
  rednessA: number;
  erythemaIndex: number;
  darkCircleDeltaL: number;
  ita: number;
}

/**
 * Anchors of each 0–100 severity. Reasoning per line:
 * - oiliness: share of shiny pixels in the T-zone (forehead + nose), where sebaceous glands are densest; the
 *   cheeks count a third, since an oily face shines there too while a mixed face does not.
 * - redness: mean a* of the cheeks and nose; healthy skin sits near 10–14 (Takiwaki 1998), 20+ is clearly red.
 * - texture roughness: L* high-pass RMS; an even face is near 1, visible roughness above 3.
 * - fine lines: mean Frangi response on forehead and crow's feet.
 * - pores: mean small-dark-dip response (0–1) on nose and cheeks; film grain and sensor noise add to it.
 * - acne tendency: mean compact-red-spot response (0–1) over the face.
 * - hyperpigmentation: mean dark-spot response, plus the local (shading-free) L* spread of the cheeks.
 * - dark circles: how much darker (L*) the under-eye is than the cheek below it; 3 L* is at the limit of what
 *   the eye notices on skin, 18 is marked.
 */
export const SEVERITY = {
  oiliness: (m: Aggregates) => ramp(m.shineTZone + m.shineCheeks / 3, 0.01, 0.2),
  redness: (m: Aggregates) => ramp(m.rednessA, 12, 24),
  roughness: (m: Aggregates) => ramp(m.textureRms, 0.5, 3),
  fineLines: (m: Aggregates) => ramp(m.lineResponse, 0.01, 0.04),
  pores: (m: Aggregates) => ramp(m.poreResponse, 0.005, 0.08),
  acne: (m: Aggregates) => ramp(m.redSpotResponse, 0.01, 0.15),
  hyperpigmentation: (m: Aggregates) =>
    clampScore(0.6 * ramp(m.darkSpotResponse, 0.04, 0.25) + 0.4 * ramp(m.lightnessSpread, 5, 15)),
  darkCircles: (m: Aggregates) => ramp(m.darkCircleDeltaL, 3, 18),
} as const;

export type SeverityKey = keyof typeof SEVERITY;
export type Severities = Record<SeverityKey, number>;

export const severities = (m: Aggregates): Severities => ({
  oiliness: SEVERITY.oiliness(m),
  redness: SEVERITY.redness(m),
  roughness: SEVERITY.roughness(m),
  fineLines: SEVERITY.fineLines(m),
  pores: SEVERITY.pores(m),
  acne: SEVERITY.acne(m),
  hyperpigmentation: SEVERITY.hyperpigmentation(m),
  darkCircles: SEVERITY.darkCircles(m),
});

/**
 * Hydration cannot be measured from RGB (it needs corneometry or near-infrared). This is an ESTIMATE from the
 * visible signs of dehydrated skin: rough, scaly texture and fine dehydration lines (Draelos 2012; the
 * visual dryness scales of Serup 1995 grade exactly these). A matte surface is not counted: the absence of
 * shine is normal skin, not dry skin, and counting it gave every face that did not shine a dryness floor of
 * about 20 that made most faces 'Seca'.
 */
export const hydrationEstimate = (s: Severities): number =>
  clampScore(100 - (0.6 * s.roughness + 0.4 * s.fineLines));

/** Metrics shown on the profile card; each is "higher is better". */
export const metrics = (s: Severities) => ({
  hydration: hydrationEstimate(s),
  /** Smoothness: 100 − roughness, lowered a little by visible pores. */
  texture: clampScore(100 - (0.75 * s.roughness + 0.25 * s.pores)),
  /** Evenness of tone: 100 − hyperpigmentation. */
  pigmentation: clampScore(100 - s.hyperpigmentation),
});

/**
 * The three numbers the spec's skin-type rule compares (0–100 each), and what each type means in measured
 * terms (domain/analysis/skin-type.ts applies the spec's rule to them):
 * - dry ('Seca'): visible roughness and fine lines dominate — the complement of the hydration estimate
 *   (scaling and dehydration lines; Serup 1995, Draelos 2012), with no term for a matte surface;
 * - oily ('Oleosa'): shine (specular sebum) in the T-zone and on the cheeks dominates, pores add a little
 *   (sebum output and pore size go together: Roh 2006);
 * - sensitive ('Sensível'): redness (mean a*, Takiwaki 1998) above the spec's 60, red spots add a little
 *   (reactive skin flushes and reacts with papules);
 * - combination ('Mista'): none of these dominates — a face with a little shine, a little roughness and
 *   normal colour, which is most healthy faces.
 */
export const skinScores = (s: Severities) => ({
  dry: clampScore(100 - hydrationEstimate(s)),
  oily: clampScore(0.8 * s.oiliness + 0.2 * s.pores),
  sensitive: clampScore(0.8 * s.redness + 0.2 * s.acne),
});
