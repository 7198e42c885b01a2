/**
 * Stage "measure the face": the face warped to the canonical frame, its zones measured and judged (facing, skin
 * seen), the quality checks, and the numbers of the result (skin-engine/concerns-and-type/skin-numbers.ts).
 */
import { pointBounds } from '@pele/shared/head-pose';
import { oncePer } from '@pele/shared/once-per';
import { photoQualityParts, photoQualityScore } from '@pele/shared/photo-quality';
import { type AnalysisOutcome, ENGINE_VERSION, fail, round, type SkinZone } from '../analysis-outcome';
import { concernsFrom } from '../concerns-and-type/concerns';
import { recommendationsFrom } from '../concerns-and-type/recommendations';
import { skinNumbers } from '../concerns-and-type/skin-numbers';
import {
  type CanonicalFace,
  type HeadPose,
  headPose,
  type MeshPoint,
  meanFacing,
  toCanonical,
} from '../find-face/face-geometry';
import { type FaceRuntime, refitDepthToPixels } from '../find-face/face-runtime';
import type { Candidate } from '../find-face/find-face';
import { type ChannelGains, estimateIlluminant, rgbToLab } from '../light/color';
import { remainingToD65 } from '../light/light';
import { normalizedLaplacian, ScratchImages } from '../photo/image-filters';
import { cutImage, greyCrop, type Region, type RgbImage, reducedPoint, softenImage } from '../photo/image-io';
import {
  FRAME,
  MEASURE,
  QUALITY,
  STABILITY_TOLERANCE,
  severities,
  smoothRamp,
  WHITE_BALANCE,
} from '../scoring';
import { AGGREGATE_ZONES, aggregate, type CountedZone, sideMean, zoneMean } from './face-aggregates';
import { fillPolygon, type Point, type ZoneKey, zoneTriangles } from './face-zones';
import {
  imageVerdict,
  QUALITY_WARNINGS,
  type QualityChecks,
  type QualityCode,
  ZONE_NOT_MEASURED,
} from './quality-gate';
import { checkSigma } from './steadiness-check';
import { cropToZones, measureZones, type ZoneRaw } from './zone-measures';

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

/** Chardon 1991 categories, pt-BR. */
const itaCategory = (ita: number) =>
  ita > 55
    ? 'Muito clara'
    : ita > 41
      ? 'Clara'
      : ita > 28
        ? 'Intermediária'
        : ita > 10
          ? 'Bronzeada'
          : ita > -30
            ? 'Morena'
            : 'Negra';

const boundedGains = (illuminant: { rg: number; bg: number }): ChannelGains => {
  const gain = (ratio: number) =>
    Math.min(WHITE_BALANCE.maxGain, Math.max(WHITE_BALANCE.minGain, (1 / ratio) ** WHITE_BALANCE.strength));
  return { r: gain(illuminant.rg), g: 1, b: gain(illuminant.bg) };
};

/** The photo's illuminant (color.ts), read once per image. */
export const illuminantOf = oncePer((image: RgbImage) => estimateIlluminant(image));

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

/**
 * How much a measured zone counts in the face's numbers, 0–1: it fades in from its facing threshold to
 * MEASURE.fullWeightFacing, from MEASURE.minZoneSkinPixels skin pixels to twice that, and with the share of its
 * outline that is skin (MEASURE.zoneSkinShare), so a zone near a limit under a mirror, a re-save or a 5° turn
 * of the same photo (a cheek at 0.49 or 0.51, a forehead a fringe leaves as a sliver) makes no jump.
 */
const zoneWeight = (facing: number, sideZone: boolean, raw: ZoneRaw) =>
  smoothRamp(
    facing,
    sideZone ? MEASURE.minSideZoneFacing : MEASURE.minZoneFacing,
    sideZone ? MEASURE.fullWeightSideFacing : MEASURE.fullWeightFacing,
  ) *
  smoothRamp(raw.skinPixels, MEASURE.minZoneSkinPixels, 2 * MEASURE.minZoneSkinPixels) *
  smoothRamp(raw.skinShare, ...MEASURE.zoneSkinShare);

/** Lower lid, under-eye and cheek landmarks of each side, for the eye-bag depth. */
const EYE_BAG_POINTS = [
  { zone: 'under_eye_left', lid: 145, bag: 230, cheek: 118 },
  { zone: 'under_eye_right', lid: 374, bag: 450, cheek: 347 },
] as const;

/**
 * How far the skin below each measured eye stands out (toward the camera) of the straight line from the lower
 * lid to the cheek, as a share of the face width; the mean of the sides seen, each as much as its zone counts.
 * The mesh's depth is brought to the photo's pixels first (`depthToPixels`, as the pose's angles read it): until
 * 2.8.0 it was read in the model's units times the detector copy's scale, so the same face read its eye bags
 * deeper in a photo larger than 640 px and when smaller in the photo (a 95 px webcam face framed at its own size
 * in a 1280×720 frame read 18 points of eye bags; as sent, 6; now 1 and 2).
 */
const eyeBagDepth = (
  mesh: readonly MeshPoint[],
  depthToPixels: number,
  zones: readonly CountedZone[],
  faceWidth: number,
) => {
  const z = (i: number) => (mesh[i]?.[2] ?? 0) * depthToPixels;
  return sideMean(
    zones,
    EYE_BAG_POINTS.map((side) => ({
      keys: [side.zone],
      value: ((z(side.lid) + z(side.cheek)) / 2 - z(side.bag)) / faceWidth,
    })),
  );
};

const roundAll = <T extends object>(record: T, digits = 4): T =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, round(v as number, digits)])) as T;

/** The face's bounding box grown by `margin` pixels on every side, within the photo. */
const faceSurroundings = (
  image: RgbImage,
  points: readonly (readonly [number, number])[],
  margin: number,
) => {
  const { minX, minY, maxX, maxY } = pointBounds(points);
  const left = Math.max(0, Math.floor(minX - margin));
  const top = Math.max(0, Math.floor(minY - margin));
  const right = Math.min(image.width, Math.ceil(maxX + margin));
  const bottom = Math.min(image.height, Math.ceil(maxY + margin));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
};

const labImages = new ScratchImages();

const contains = (outer: Region, inner: Region) =>
  outer.left <= inner.left &&
  outer.top <= inner.top &&
  outer.left + outer.width >= inner.left + inner.width &&
  outer.top + outer.height >= inner.top + inner.height;

/** A region of the photo softened by sharp on its own threads, and the promise of its pixels. */
interface SoftenedAhead {
  region: Region;
  image: Promise<RgbImage>;
}

/**
 * Starts softening the first fit's surroundings while the mesh is refitted (about 50 ms of model runs on this
 * thread), when the face looks small enough to be softened rather than reduced (measuredPixels): a whole face
 * width around it, so the refitted face's half-width surroundings fall inside (the refits move landmarks by a few
 * per cent of the face). Not used when they do not, or when the face turns out to need reducing.
 */
export const softenAhead = (image: RgbImage, first: Candidate): SoftenedAhead | undefined => {
  if (first.width > FRAME.detailFaceWidth) return undefined;
  const region = faceSurroundings(image, first.points, first.width);
  const softened = softenImage(image, MEASURE.enlargedFaceSoftenSigma, region);
  // Awaited only if used; its failure must not go unhandled when it is not.
  softened.catch(() => undefined);
  return { region, image: softened };
};

/**
 * The pixels a face is measured on, its landmarks on them, and their scale to the photo's. Only the face and
 * half its width around are taken (a blur or a resample is the same away from the crop's edges).
 * - A face wider than FRAME.detailFaceWidth is first reduced to it (Lanczos, which does not alias as the warp's
 *   bilinear sampling would), so its pixel-scale detail (lines, texture, pores, spots) is what a face of that
 *   width shows whatever its distance from the camera; then softened as a smaller face is.
 * - A face up to that width is enlarged by the warp into the canonical frame, and with it the photo's JPEG blocks
 *   and sensor noise, which the pore, line and spot filters would read as skin: it is softened first (perhaps
 *   already, while the mesh was refitted: softenAhead).
 */
const measuredPixels = async (
  image: RgbImage,
  points: readonly Point[],
  faceWidth: number,
  softened?: SoftenedAhead,
): Promise<{ image: RgbImage; points: Point[]; scale: number }> => {
  const region = faceSurroundings(image, points, faceWidth / 2);
  if (faceWidth > FRAME.detailFaceWidth) {
    const factor = FRAME.detailFaceWidth / faceWidth;
    const size = {
      width: Math.max(1, Math.round(region.width * factor)),
      height: Math.max(1, Math.round(region.height * factor)),
    };
    return {
      image: await cutImage(image, region, size, MEASURE.enlargedFaceSoftenSigma),
      points: points.map((point) => reducedPoint(point, region, size)),
      scale: size.width / region.width,
    };
  }
  // Softened ahead on a region holding this one: the same pixels wherever the warp reads them.
  const ahead = softened && contains(softened.region, region) ? softened : undefined;
  const around = ahead?.region ?? region;
  return {
    image: await (ahead?.image ?? softenImage(image, MEASURE.enlargedFaceSoftenSigma, around)),
    points: points.map(([x, y]) => [x - around.left, y - around.top]),
    scale: 1,
  };
};

/** Every number behind the quality verdict (quality-gate.ts), read on the measured face. */
const qualityChecksOf = (
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

/**
 * Each measured zone with how squarely it faces the camera, whether it counts and why not (turned away, cut by
 * the photo's edge, covered), and how much it weighs in the face's numbers.
 */
const judgedZones = (
  measuredZones: ReturnType<typeof measureZones>,
  depthMesh: readonly MeshPoint[],
  trianglesOf: ReturnType<typeof zoneTriangles>,
) =>
  measuredZones.map((zone) => {
    const facing = meanFacing(depthMesh, trianglesOf.get(zone.key) ?? []);
    const covered = zone.raw.skinPixels < MEASURE.minZoneSkinPixels;
    // Too little skin seen: said as the larger part of what is missing, the outline beyond the photo's edge or
    // the part inside it that is not skin (hair, glasses, shadow).
    const cutOff = covered && 1 - zone.inPhoto >= zone.inPhoto * (1 - zone.raw.skinShare);
    const sideZone = zone.key.startsWith('crows_feet');
    const turned = facing < (sideZone ? MEASURE.minSideZoneFacing : MEASURE.minZoneFacing);
    const notMeasuredReason: string | undefined = turned
      ? ZONE_NOT_MEASURED.turnedAway
      : cutOff
        ? ZONE_NOT_MEASURED.outsidePhoto
        : covered
          ? ZONE_NOT_MEASURED.covered
          : undefined;
    return {
      ...zone,
      facing,
      measured: notMeasuredReason === undefined,
      notMeasuredReason,
      weight: zoneWeight(facing, sideZone, zone.raw),
    };
  });

/** What the result warns of about how the face was measured (colour corrected or clipped, zones left out). */
const measuringWarnings = (
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

/** The zones as stored: outlines normalized 0–1 in the analysed image, raw numbers rounded. */
const storedZones = (
  zones: ReturnType<typeof judgedZones>,
  points: readonly (readonly [number, number])[],
  image: RgbImage,
): SkinZone[] =>
  zones.map((zone) => ({
    key: zone.key,
    name: zone.name,
    polygon: zone.landmarks.map((i) => {
      const [x, y] = points[i] ?? [0, 0];
      return [round(x / image.width, 4), round(y / image.height, 4)];
    }),
    measured: zone.measured,
    facing: round(zone.facing, 2),
    ...(zone.notMeasuredReason ? { notMeasuredReason: zone.notMeasuredReason } : {}),
    raw: roundAll(zone.raw),
  }));

/** A box in the image's pixels, normalized 0–1. */
const normalizedBox = (box: Region, image: RgbImage) => ({
  x: round(box.left / image.width, 4),
  y: round(box.top / image.height, 4),
  width: round(box.width / image.width, 4),
  height: round(box.height / image.height, 4),
});

/** The face warped to the canonical frame and its zones measured and judged (pose, facing, skin seen). */
const measuredFace = async (
  image: RgbImage,
  best: Candidate,
  pose: HeadPose,
  depthToPixels: number,
  triangles: FaceRuntime['triangles'],
  softened?: SoftenedAhead,
) => {
  const measured = await measuredPixels(image, best.points, pose.faceWidth, softened);
  const canonical = toCanonical(
    measured.image.data,
    measured.image.width,
    measured.image.height,
    measured.points,
    { rollDegrees: pose.rollDegrees, faceWidth: pose.faceWidth * measured.scale },
    FRAME.canonicalFaceWidth,
  );
  const illuminant = illuminantOf(image);
  const colorCast = Math.max(Math.abs(Math.log(illuminant.rg)), Math.abs(Math.log(illuminant.bg)));
  const gains = boundedGains(illuminant);
  const zonesOnly = cropToZones(canonical);
  // Lab lives only until the zones are measured, with no await between: its arrays are reused by the next call.
  labImages.reset();
  const lab = rgbToLab(zonesOnly.rgb, zonesOnly.width, zonesOnly.height, gains, labImages.take);
  // With the steadiness self-check (steadiness-check.ts): the fine lines again, softened by one resample.
  const measuredZones = measureZones(zonesOnly, lab, gains, checkSigma(pose.faceWidth));
  const trianglesOf = zoneTriangles(best.points, triangles);
  // The zones' normals with the mesh's depth in the photo's pixels, at the share the facing thresholds hold at
  // (MEASURE.facingDepthShare): the same face at any size in pixels faces the camera alike. (Before 2.2.0 a
  // photo larger than 640 px had its faces' depth stretched by its own size, and before 2.9.0 a face was read
  // flatter the more pixels it had.)
  const facingDepth = depthToPixels * MEASURE.facingDepthShare;
  const depthMesh = best.mesh.map(([x, y, z]) => [x, y, z * facingDepth] as const);
  const zones = judgedZones(measuredZones, depthMesh, trianglesOf);
  return { canonical, illuminant, colorCast, gains, zones };
};

/**
 * Why a measured face cannot be reported, if it cannot. A face turned too far is refused for its pose first (its
 * far side also brings hair and background into the colour checks); then light and colour; then too little skin
 * left to measure.
 */
const refusalOf = (zones: ReturnType<typeof judgedZones>, checks: QualityChecks): QualityCode | undefined => {
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

/** The face's measures, its numbers and type, and its concerns, from the zones as judged. */
const reportedNumbers = (
  face: Awaited<ReturnType<typeof measuredFace>>,
  best: Candidate,
  pose: HeadPose,
  depthToPixels: number,
  checks: QualityChecks,
) => {
  const { zones } = face;
  const measuresOf = (counted: readonly CountedZone[]) =>
    roundAll(
      aggregate(
        counted,
        eyeBagDepth(best.mesh, depthToPixels, counted, pose.faceWidth),
        remainingToD65(face.illuminant, face.gains),
      ),
    );
  const measures = measuresOf(zones);
  // The self-check's numbers: the same zones and weights, with the fine lines read on the softened face.
  const checkedZones = zones.map((zone) => ({ ...zone, raw: { ...zone.raw, ...zone.checked } }));
  const numbers = skinNumbers(measures, severities(measuresOf(checkedZones)), STABILITY_TOLERANCE);
  const concerns = concernsFrom(
    numbers.severities,
    zones,
    pose.faceWidth,
    numbers.swings,
    1 - checks.colourClippedShare,
  );
  return { measures, numbers, concerns };
};

/** Measures one face of a photo upright to a quarter turn (the roll is levelled in the canonical frame). */
export const analyzeFace = async (
  image: RgbImage,
  best: Candidate,
  faceCount: number,
  triangles: FaceRuntime['triangles'],
  softened?: SoftenedAhead,
): Promise<AnalysisOutcome> => {
  const warnings: string[] = [];
  if (faceCount > 1) warnings.push(QUALITY_WARNINGS.multipleFaces);
  // Degrees with the depth in pixels: the mesh's z is the model's times the copy-to-photo scale (candidates),
  // which depthScale undoes (the width keeps z as given: see HeadPose.faceWidth).
  const depthToPixels = best.depthScale * refitDepthToPixels(best.mesh);
  const pose = headPose(best.mesh, depthToPixels);
  if (pose.faceWidth < QUALITY.minFaceWidthPx) return fail('FACE_TOO_SMALL');
  if (pose.faceWidth < QUALITY.lowResolutionFaceWidthPx) warnings.push(QUALITY_WARNINGS.lowResolution);

  // The focus crop (sharpness) is made by sharp on its own threads while this thread warps and measures.
  const { minX, minY, maxX, maxY } = pointBounds(best.points);
  const box = { left: minX, top: minY, width: maxX - minX, height: maxY - minY };
  const focusing = greyCrop(image, box, 128);
  // Awaited below; a measure that throws first must not leave its failure unhandled.
  focusing.catch(() => undefined);
  const face = await measuredFace(image, best, pose, depthToPixels, triangles, softened);
  const checks = qualityChecksOf(
    best.score,
    pose,
    face.zones,
    face.canonical,
    await focusing,
    face.colorCast,
  );
  const refusal = refusalOf(face.zones, checks);
  if (refusal) return fail(refusal);
  warnings.push(...measuringWarnings(face.gains, checks, face.zones));
  const { zones } = face;
  const { measures, numbers, concerns } = reportedNumbers(face, best, pose, depthToPixels, checks);
  const parts = photoQualityParts(checks);
  return {
    status: 'complete',
    result: {
      engineVersion: ENGINE_VERSION,
      skinType: numbers.skinType,
      skinTypeDescription: numbers.skinTypeDescription,
      scores: numbers.scores,
      metrics: numbers.metrics,
      hydrationIsEstimate: true,
      readings: numbers.readings,
      concerns,
      recommendations: recommendationsFrom(concerns, numbers.metrics.hydration),
      skinTone: { ita: round(measures.ita, 1), category: itaCategory(measures.ita) },
      measures,
      zones: storedZones(zones, best.points, image),
      quality: {
        ok: true,
        warnings,
        checks,
        photo: {
          score: photoQualityScore(parts),
          parts,
          yawDegrees: checks.yawDegrees,
          pitchDegrees: checks.pitchDegrees,
          rollDegrees: checks.rollDegrees,
        },
      },
      face: { box: normalizedBox(box, image), score: round(best.score) },
      image: { width: image.width, height: image.height },
    },
  };
};
