/**
 * The measured face's quality: every number behind the verdict (quality-gate.ts), why a face cannot be reported,
 * and what the result warns of about how it was measured.
 */

import { round } from '../analysis-outcome';
import type { CanonicalFace, HeadPose } from '../find-face/face-geometry';
import type { ChannelGains } from '../light/color';
import { normalizedLaplacian } from '../photo/image-filters';
import { MEASURE, QUALITY } from '../scoring';
import { AGGREGATE_ZONES, type CountedZone, zoneMean } from './face-aggregates';
import { fillPolygon, type Point, type ZoneKey } from './face-zones';
import type { JudgedZones } from './judged-zones';
import {
  imageVerdict,
  QUALITY_WARNINGS,
  type QualityChecks,
  type QualityCode,
  ZONE_NOT_MEASURED,
} from './quality-gate';

/**
 * Shares of the face oval's pixels the camera clipped (a channel at 250 or more): `luminance`, those whose green
 * is clipped, and `anyChannel`, those with any channel clipped. Green carries about 72 % of the luminance
 * (Rec. 709 Y) and, on skin, is clipped only where red is too: there the face is blown out and its lightness
 * detail (texture, lines) is gone. Red alone clips first under warm or strong light: the lightness is still there,
 * the colour is not (redness reads low), which a refusal as 'clara demais' would misstate.
 */
const clippedShares = (rgb: Uint8Array, width: number, height: number, oval: Point[]) => {
  const mask = new Uint8Array(width * height);
  fillPolygon(mask, width, height, oval, 1);
  let luminance = 0;
  let anyChannel = 0;
  let total = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    total++;
    const green = (rgb[3 * i + 1] ?? 0) >= 250;
    if (green) luminance++;
    if (green || (rgb[3 * i] ?? 0) >= 250 || (rgb[3 * i + 2] ?? 0) >= 250) anyChannel++;
  }
  return { luminance: total > 0 ? luminance / total : 0, anyChannel: total > 0 ? anyChannel / total : 0 };
};

const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149,
  150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
];

/**
 * Whether enough was measured for every face-level number: the nose and a cheek among at least
 * MEASURE.minBroadZones of the five broad zones (a near-profile face, nose turned away, is not). For the pose
 * the forehead must face the camera too; it may be covered (a fringe, a cap, a tight crop) and the face is
 * still measured, its forehead marked not measured.
 */
const enoughZones = (zones: readonly CountedZone[], foreheadNeeded: boolean): boolean => {
  const seen = (key: ZoneKey) => zones.some((z) => z.key === key && z.measured);
  const broad = AGGREGATE_ZONES.tone.filter(seen).length;
  return (
    broad >= MEASURE.minBroadZones &&
    (!foreheadNeeded || seen('forehead')) &&
    seen('nose') &&
    (seen('cheek_left') || seen('cheek_right'))
  );
};

/** Every number behind the quality verdict (quality-gate.ts), read on the measured face. */
export const qualityChecksOf = (
  faceScore: number,
  pose: HeadPose,
  zones: readonly CountedZone[],
  canonical: CanonicalFace,
  focus: { data: Uint8Array; width: number; height: number },
  colorCast: number,
): QualityChecks => {
  const oval = FACE_OVAL.map((i) => canonical.landmarks[i] ?? ([0, 0] as const));
  const clipped = clippedShares(canonical.rgb, canonical.width, canonical.height, oval);
  // Light and colour are judged on whatever skin was seen, before zones are counted: a photo too dark or too
  // coloured leaves little skin in the zones, and that is what the user should hear.
  const tone = AGGREGATE_ZONES.tone;
  const anySkin = zones.map((zone) => ({ ...zone, measured: zone.raw.skinPixels > 0 }));
  return {
    faceScore: round(faceScore),
    faceWidthPx: round(pose.faceWidth, 1),
    rollDegrees: round(pose.rollDegrees, 2),
    yawDegrees: round(pose.yawDegrees, 1),
    pitchDegrees: round(pose.pitchDegrees, 1),
    skinLightness: round(
      zoneMean(anySkin, tone, (r) => r.lightness),
      2,
    ),
    clippedShare: round(clipped.luminance),
    colourClippedShare: round(clipped.anyChannel),
    sharpness: round(normalizedLaplacian(focus.data, focus.width, focus.height)),
    colorCast: round(colorCast),
    skinHueDegrees: round(
      (Math.atan2(
        zoneMean(anySkin, tone, (r) => r.yellowness),
        zoneMean(anySkin, tone, (r) => r.redness),
      ) *
        180) /
        Math.PI,
      1,
    ),
  };
};

/** What the result warns of about how the face was measured (colour corrected or clipped, zones left out). */
export const measuringWarnings = (
  gains: ChannelGains,
  checks: QualityChecks,
  zones: readonly { notMeasuredReason?: string }[],
): string[] => {
  const warnings: string[] = [];
  if (gains.r !== 1 && Math.abs(Math.log(gains.r)) > 0.05) warnings.push(QUALITY_WARNINGS.colorCorrected);
  else if (Math.abs(Math.log(gains.b)) > 0.05) warnings.push(QUALITY_WARNINGS.colorCorrected);
  if (checks.colourClippedShare > QUALITY.maxClippedShare) warnings.push(QUALITY_WARNINGS.colourClipped);
  if (zones.some((zone) => zone.notMeasuredReason === ZONE_NOT_MEASURED.covered))
    warnings.push(QUALITY_WARNINGS.zoneCovered);
  if (zones.some((zone) => zone.notMeasuredReason === ZONE_NOT_MEASURED.outsidePhoto))
    warnings.push(QUALITY_WARNINGS.zoneOutsidePhoto);
  if (zones.some((zone) => zone.notMeasuredReason === ZONE_NOT_MEASURED.turnedAway))
    warnings.push(QUALITY_WARNINGS.zoneTurnedAway);
  return warnings;
};

/**
 * Why a measured face cannot be reported, if it cannot. A face turned too far is refused for its pose first (its
 * far side also brings hair and background into the colour checks); then light and colour; then too little skin
 * left to measure.
 */
export const refusalOf = (zones: JudgedZones, checks: QualityChecks): QualityCode | undefined => {
  const facingZones = zones.map((zone) => ({
    ...zone,
    measured: zone.notMeasuredReason !== ZONE_NOT_MEASURED.turnedAway,
  }));
  if (!enoughZones(facingZones, true)) return 'FACE_TURNED';
  const imageProblem = imageVerdict(checks);
  if (imageProblem) return imageProblem;
  // Little skin left under a strong cast: the light's colour hid the skin (a blue-green light, not a blue wall).
  if (!enoughZones(zones, false)) return checks.colorCast > QUALITY.maxCastLog ? 'COLOR_CAST' : 'NO_FACE';
  return undefined;
};
