/**
 * Stage "measure the face": the face warped to the canonical frame, its zones measured and judged (facing, skin
 * seen), the quality checks, and the numbers of the result (skin-engine/concerns-and-type/skin-numbers.ts).
 */
import { pointBounds } from '@pele/shared/head-pose';
import { oncePer } from '@pele/shared/once-per';
import { photoQualityParts, photoQualityScore } from '@pele/shared/photo-quality';
import {
  type AnalysisOutcome,
  ENGINE_VERSION,
  fail,
  round,
  roundSignificant,
  type SkinZone,
} from '../analysis-outcome';
import { concernsFrom } from '../concerns-and-type/concerns';
import { recommendationsFrom } from '../concerns-and-type/recommendations';
import { skinNumbers } from '../concerns-and-type/skin-numbers';
import { type HeadPose, headPose, type MeshPoint, toCanonical } from '../find-face/face-geometry';
import { type FaceRuntime, refitDepthToPixels } from '../find-face/face-runtime';
import type { Candidate } from '../find-face/find-face';
import { type ChannelGains, estimateIlluminant, rgbToLab } from '../light/color';
import { remainingToD65 } from '../light/light';
import { ScratchImages } from '../photo/image-filters';
import { greyCrop, type Region, type RgbImage } from '../photo/image-io';
import { FRAME, MEASURE, QUALITY, STABILITY_TOLERANCE, severities, WHITE_BALANCE } from '../scoring';
import { aggregate, type CountedZone, sideMean } from './face-aggregates';
import { measuredPixels, type SoftenedAhead } from './face-pixels';
import { measuringWarnings, qualityChecksOf, refusalOf } from './face-quality';
import { zoneTriangles } from './face-zones';
import { type JudgedZones, judgedZones } from './judged-zones';
import { QUALITY_WARNINGS, type QualityChecks } from './quality-gate';
import { checkSigma } from './steadiness-check';
import { cropToZones, measureZones } from './zone-measures';

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

/** Raw measures as stored, and as the numbers read them (so stored measures give back the same numbers). */
const roundAll = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, roundSignificant(v as number)])) as T;

const labImages = new ScratchImages();

/** The zones as stored: outlines normalized 0–1 in the analysed image, raw numbers rounded. */
const storedZones = (
  zones: JudgedZones,
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
