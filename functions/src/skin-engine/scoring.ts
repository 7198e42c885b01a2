/**
 * Every threshold and score mapping of the skin-analysis engine, in one place.
 *
 * How to read it: the engine measures raw numbers on the skin of each zone (zone-measures.ts) in a canonical
 * frame where the face is 320 px wide (ear to ear, landmarks 234–454), so one pixel is roughly 0.45 mm on an
 * adult face. Its reported 0–100 numbers are each the face's place among reference faces (calibrated below);
 * this module keeps the measurement parameters and the quality gate's thresholds. A photo is not a
 * dermatological examination.
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

import { ANALYSED_LONG_SIDE_PX, PHOTO_QUALITY } from '@pele/shared/photo-quality';

/** Linear ramp from anchor `from` (score 0) to anchor `to` (score 100), clamped. Works with from > to too. */
export const ramp = (value: number, from: number, to: number): number => {
  if (!Number.isFinite(value)) return 0;
  const t = (value - from) / (to - from);
  return Math.round(100 * Math.min(1, Math.max(0, t)));
};

/**
 * A weight from 0 at `from` to 1 at `to` (either order), smooth at both ends (smoothstep): a pixel or a zone
 * near a limit counts a little more or less, never all at once.
 */
export const smoothRamp = (value: number, from: number, to: number): number => {
  const t = Math.min(1, Math.max(0, (value - from) / (to - from)));
  return t * t * (3 - 2 * t);
};

export const clampScore = (value: number): number => Math.round(Math.min(100, Math.max(0, value)));

/**
 * How far a face-level number may move when the same photo is mirrored, re-saved at JPEG quality 70 or turned 5°,
 * in points: the stability tests and the bench hold the engine to it (stability.ts), and the
 * steadiness self-check reads a measure as unsteady past half of it (steadiness-check.ts).
 */
export const STABILITY_TOLERANCE = 5;

/** Geometry and image sizes. */
export const FRAME = {
  /** Face width (landmarks 234–454) in the canonical frame, in pixels. */
  canonicalFaceWidth: 320,
  /** The photo is capped to this long side before anything else (the handler re-encodes to the same cap). */
  maxLongSide: ANALYSED_LONG_SIDE_PX,
  /**
   * Pixel-scale detail is read at one resolution: a face wider than this (photo pixels, ear to ear) is reduced to
   * it before it is measured (face-pixels.ts, measuredPixels), so the same face nearer the camera, or a frame
   * enlarged from a smaller capture, reads the same fine lines, texture and pores. It is the width from which the
   * photo-quality score gives full marks for size: the detail a face shows at that width is what the product
   * measures, and a larger face adds none. Grace Hopper's photo enlarged in a 1280×720 frame until her face was
   * 275, 338 and 399 px wide read rough texture 52, 60, 74 and pores 46, 57, 73 before (enlarging adds no
   * detail: the measure followed the size); 49, 50, 49 and 43, 44, 43 with it. Faces narrower than this are
   * measured at their own detail, as before: of the fixture faces as sent only one is wider (286 px).
   */
  detailFaceWidth: PHOTO_QUALITY.faceWidthPx[1],
  /** The share of each side of the photo looked at again for a face found nowhere else (fitFacesCloser). */
  closerShare: 0.75,
  /** Face detection runs on a copy with this long side: BlazeFace works at 256 px internally anyway. */
  detectionLongSide: 640,
} as const;

/** Pixel-level measurement parameters (canonical pixels, CIELAB units). */
export const MEASURE = {
  /** Eye, brow and lip polygons are grown by this factor about their centre before masking. */
  featureMaskGrowth: 1.2,
  /** A zone pixel darker than the zone median by more than this (L*) is hair, shadow or a nostril, not skin. */
  skinMaxDarkerThanMedian: 25,
  /**
   * That darkness cut is soft: a pixel counts from 0 at this many L* below it to fully at this many above it
   * (half at the cut). Beard stubble and shadowed skin straddle the cut, and a JPEG re-save moves their pixels
   * across a hard one (a bearded chin counted 1343 skin pixels as sent and 1492 re-saved at quality 70, its dark
   * spots 0.071 → 0.144; its outline also moved with the mesh, 2178 → 2060 px); fading in, a pixel that moves a
   * few L* moves the measures by a fraction of itself. 6 is a round choice, not fitted (3 and 10 were looked at on
   * that face only: a point worse and a point better).
   */
  skinDarkSoftL: 6,
  /** Skin hue angle h_ab range in degrees (skin sits between red and yellow: about 20°–70° in CIELAB). */
  skinHueDegrees: [-5, 100] as const,
  /** Pixels outside the skin hues count as skin only when nearly grey (shine, very pale skin). */
  skinOffHueMaxChroma: 8,
  /**
   * Skin of every tone keeps some chroma: a pixel below this share of the face's median chroma counts as skin
   * only when it is a clear highlight (shineAboveMedianL + shineSpanL brighter than the median), i.e. shine. A
   * grey only a little lighter than a dark face (a wall, a grey fill at a photo's edge) is neither skin nor shine.
   */
  skinMinChromaRatio: 0.35,
  /**
   * Shine (specular reflection off sebum is bright and takes the light's colour, so it loses chroma): a pixel
   * counts from 0 at shineAboveMedianL above the face's median L* to fully at + shineSpanL, times from 0 at
   * shineMaxChromaRatio of the median chroma to fully at (shineMaxChromaRatio − shineChromaSpanRatio).
   */
  shineAboveMedianL: 8,
  shineSpanL: 10,
  shineMaxChromaRatio: 0.8,
  shineChromaSpanRatio: 0.4,
  /**
   * The shine's chroma band (above) starts at least this far (C*ab) below the median and spans at least this
   * much: a drop no larger than a JPEG re-save gives a pixel anyway is no sign of shine. Re-saved at quality 70,
   * 90 % of the everyday fixtures' pixels moved their chroma by up to 1.9 and 97 % by up to 2.9. On a face of
   * low chroma (grey light, a desaturated photo: median 6–11) the ratios' band was narrower than that, and a
   * re-save moved the shine: faceapi-sample2-face's oiliness read 2 as sent and 11 at JPEG quality 70. From a
   * median chroma of 15 up nothing changes (0.8 × 15 = 15 − 3).
   */
  shineMinChromaDrop: 3,
  /** A zone with fewer skin pixels than this (covered by hair, glasses or shadow) is not measured. */
  minZoneSkinPixels: 150,
  /**
   * A zone counts nothing while under the first share of its outline (inside the photo) is skin and fully from
   * the second: a forehead a fringe leaves as a sliver is measured on the few pixels its edge shows.
   */
  zoneSkinShare: [0.1, 0.4] as const,
  /** A face narrower than the canonical frame is softened by this σ (photo pixels) before it is enlarged. */
  enlargedFaceSoftenSigma: 0.7,
  /**
   * High-pass measures weigh each skin pixel by the share of skin around it (the mask blurred at textureSigma):
   * from 0 at the first share to full at the second (a straight edge reads 0.5, two σ inside about 0.98), never
   * below the floor, so a zone that is all edge is still measured.
   */
  edgeSkinShare: [0.55, 0.9] as const,
  edgeWeightFloor: 0.02,
  /** Texture: residual of L* after a Gaussian of this σ. */
  textureSigma: 2,
  /** Pores: a fine blur (σ) darker than the texture blur (σ = textureSigma) by poreDepthL: a small dark dip. */
  poreFineSigma: 0.8,
  poreDepthL: 1,
  /** Dark spots (pigmentation) and red spots: fine and coarse scales shared by L* and a*. */
  spotFineSigma: 1.2,
  spotCoarseSigma: 10,
  spotDepthL: 2,
  /**
   * Red spots (acne-like papules, 1–5 mm): a* at this σ above its σ = spotCoarseSigma local mean. Not at the dark
   * spots' σ 1.2: a JPEG keeps colour at half the resolution of lightness (4:2:0) and quantises it harder, so on a
   * face under about 300 px a* detail at σ 1.2 canonical px (≈ 0.9 photo px) is compression noise, which one
   * re-save at quality 70 turned into 14–30 points of acne on a bearded everyday selfie (0–3 before). σ 2.5 px ≈ 1.1 mm.
   */
  redSpotFineSigma: 2.5,
  /**
   * A red spot's a* excess counts from this knee, or from redSpotNoiseK times the photo's a* noise (the robust σ
   * of neighbouring pixels' a* difference on the zones' diffuse skin) where that is higher. Re-saving at JPEG
   * quality 70 raises that noise by up to 40 % on the everyday fixtures (0.24 → 0.31–0.35 a* on the noisiest)
   * and scatters colour blocks a fixed knee read as acne (two everyday selfies went 0 → 13 and 5 → 12 points).
   * At 8 the photos as sent keep their acne (0–5 on the everyday fixtures), their re-saves read 0–3, and the
   * drawn red spots of zone-measures.test.ts still read as acne (an even synthetic skin's noise is low).
   */
  redSpotExcessA: 2,
  redSpotNoiseK: 8,
  /**
   * Uneven tone: L* blotches at this σ against the σ = spotCoarseSigma local mean. Blotchiness is coarser than
   * spots; at the spots' σ 1.2 the spread followed the photo's pixel grain, which a re-save or a resample (a photo
   * turned) smooths or sharpens: a bearded everyday selfie turned 5° moved from 11 to 19 points, a mirrored one
   * from 26 to 20.
   */
  toneFineSigma: 2.5,
  /** Each blob response rises from 0 at its knee above to 1 at knee + this span (L* or a* units). */
  softSpanL: 4,
  /**
   * Fine lines: Frangi valleyness at σ px, with the blob/line sensitivity β and the contrast scale c (L*). β is
   * below Frangi's 0.5 so a round spot (eigenvalue ratio 1) keeps under 2 % of a line's response, not 14 %:
   * lentigo-sized dark spots read as wrinkles otherwise (zone-measures.test.ts).
   */
  lineSigma: 1.5,
  lineBeta: 0.35,
  lineC: 3,
  /** Wrinkles: the same valley filter at a larger scale (σ px), with its contrast scale (L*). */
  wrinkleSigma: 3.5,
  wrinkleC: 4,
  /**
   * A zone is measured only when it faces the camera well enough: the mean cosine between its surface normals
   * and the view direction (1 = square on, 0.5 = seen at 60°, its texture foreshortened to half and its colour
   * shaded). On frontal portraits the forehead, nose, cheeks, chin and under-eyes read 0.85–0.99; a cheek turned
   * away by a head turned 25° reads 0.3–0.45. The crow's feet wrap round the side of the head and read 0.45–0.75
   * even on a frontal face: they are measured down to 0.35.
   */
  minZoneFacing: 0.5,
  minSideZoneFacing: 0.35,
  /**
   * The facing reads the mesh's depth in the photo's pixels (as the pose's angles do) times this share. Before
   * 2.9.0 it read the model's own depth beside the photo's x and y, which flattened a face more the more pixels
   * it had: the thresholds here held for the fixtures at their size, not for the same faces larger. Enlarged 1.3×
   * or more (a face of 240 px and up, as in a 1280×720 camera frame), the near-profile fixture was measured
   * instead of refused and a face turned 25° measured its far cheek (0.49 → 0.64); between 0.7× and 1.6×, 20
   * zones of the three sets' 35 faces changed side of a threshold. A fixed share makes the facing the same at any
   * size. 0.75 is the least at which the fixtures the thresholds were set on keep their decisions at every size:
   * the near-profile face refused, and the far cheeks of the three everyday faces turned 20–28° left out (0.45–
   * 0.46 against 0.5; at 0.65 the near-profile face was measured and the far cheeks read 0.50–0.51). The
   * physical share, 1, is not used: the thresholds were set with a flattened depth (at 1 the crow's feet of a
   * frontal face read 0.30–0.40, below their 0.35 on one side or both).
   */
  facingDepthShare: 0.75,
  /**
   * Past its threshold a zone's weight in the face's numbers rises smoothly, to full at these: a zone seen at
   * an angle is shaded by the side light more than one square on, so it counts less until it faces the camera.
   */
  fullWeightFacing: 0.8,
  fullWeightSideFacing: 0.6,
  /**
   * Of the five broad skin zones (forehead, nose, both cheeks, chin) at least this many, among them the forehead,
   * the nose and one cheek, must be measured: a near-profile face (nose turned away) is refused.
   */
  minBroadZones: 3,
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
  /**
   * A levelled face whose mesh still reads more roll than this (the detector's eye key points are a few degrees
   * off) is levelled again by the mesh's angle: the mesh fits the under-eyes a little differently on a face
   * rolled by a few degrees, which moved one everyday face's dark circles by 7 points.
   */
  levelResidualDegrees: 1,
  /**
   * The photo's and the mirror's refitted meshes (mirror-consensus.ts) lying apart by more than this share of the
   * face's width (mean landmark distance) do not fit the same face: the mesh model, made for faces seen from the
   * front, places a near-profile face differently in the photo and in its mirror. On the fixtures every face
   * analysed, as sent, mirrored, re-saved, turned 5° and in 1280×720 frames, read 0.4–1.9 %; the near-profile
   * face 5.2–25 % at every size from 0.6× to 2× and mirrored (25 % enlarged 1.3×, where the mirror's refit lost
   * the face and the mean mesh read it turned 27° the other way, and 2.9.0's facing alone measured it). Where the
   * mirror's refit lost the face, its start stands for it. Refused as turned (FACE_TURNED): a face seen from the
   * side is what made the two disagree.
   */
  maxMirrorDisagreement: 0.04,
  /**
   * Refusals sit where a part of the photo-quality score (shared/src/photo-quality.ts, the same numbers the
   * camera guides by) reaches 0: a face narrower (ear to ear, photo pixels) than this is too small to measure.
   */
  minFaceWidthPx: PHOTO_QUALITY.faceWidthPx[0],
  /** Below this width pores and fine lines are hard to see: measured, with a warning. */
  lowResolutionFaceWidthPx: 200,
  /** Median skin L* below this: too dark to measure colour. */
  minSkinLightness: PHOTO_QUALITY.darkL[0],
  /** Median skin L* above this or this share of clipped pixels: washed out. */
  maxSkinLightness: PHOTO_QUALITY.brightL[1],
  maxClippedShare: PHOTO_QUALITY.clippedShare[1],
  /** Normalized Laplacian sharpness of the face at 128 px width; below this the photo is blurred. */
  minSharpness: PHOTO_QUALITY.sharpness[0],
  /**
   * Colour cast. Skin of every tone keeps a narrow hue band under daylight-like light (the "skin locus",
   * Störring et al. 2001): a mean skin hue angle h_ab outside this range means coloured light (test photos:
   * 43°–81°). The whole-photo illuminant estimate misleads both on close-up selfies, where the skin itself
   * dominates, and in front of a coloured wall: alone it refuses nothing. Beyond this (r/g or b/g past 3×) and
   * with too little skin-coloured skin left in the zones, the light's colour is what hid the skin.
   */
  skinHueDegrees: PHOTO_QUALITY.skinHueOuter,
  maxCastLog: Math.log(3),
} as const;

import type { Aggregates } from './measure-zones/measures';

/**
 * Every 0–100 number is a position among reference faces (functions/src/skin-engine/calibrate/calibrate.ts): its raw
 * measures' percentiles there, mixed with fixed weights and placed among the reference faces' mixes in turn
 * (calibrated-numbers.ts names each number's parts; skin-numbers.ts gives every number of a face). What the
 * skin-type rule's three numbers mean:
 * - dry ('Seca'): visible roughness, fine lines and creases (Serup 1995, Draelos 2012), no term for a matte
 *   surface; hydration is its complement, an estimate (RGB cannot see water);
 * - oily ('Oleosa'): specular shine in the T-zone and on the cheeks, soft highlights and pores (sebum output
 *   and pore size go together: Roh 2006);
 * - sensitive ('Sensível'): redness of nose and cheeks against the face's own, the erythema index (Diffey 1984)
 *   and red spots;
 * - combination ('Mista'): none of these leads and sensitivity is not above the spec's 60.
 * Each is the face's place among the reference faces, so the rule compares like with like.
 */
export {
  calibrated,
  calibratedSwingsOf,
  metrics,
  SEVERITY_KEYS,
  type Severities,
  type SeverityKey,
  severities,
  severitiesOf,
  skinScores,
} from './concerns-and-type/skin-numbers';
export type { Aggregates };
