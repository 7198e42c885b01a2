import { pointBounds } from '@pele/shared/head-pose';
import { oncePer } from '@pele/shared/once-per';
import { photoQualityParts, photoQualityScore } from '@pele/shared/photo-quality';
import type { AnalysisResult, PhotoQuality } from '@pele/shared/schemas/skin-analysis';
import type { SkinType } from '../../domain/analysis/skin-type';
import { remainingToD65 } from '../../skin-engine/light';
import { skinNumbers } from '../../skin-engine/skin-numbers';
import { type ChannelGains, estimateIlluminant, rgbToLab } from './color';
import { concernsFrom } from './concerns';
import { AGGREGATE_ZONES, aggregate, type CountedZone, sideMean, zoneMean } from './face-aggregates';
import type { DetectedFace } from './face-detector';
import {
  type CanonicalFace,
  type HeadPose,
  headPose,
  type MeshPoint,
  meanFacing,
  toCanonical,
} from './face-geometry';
import {
  type FaceRuntime,
  type FittedFace,
  getFaceRuntime,
  type RuntimePaths,
  refitDepthToPixels,
} from './face-runtime';
import { fillPolygon, LANDMARK, type Point, type ZoneKey, zoneTriangles } from './face-zones';
import { normalizedLaplacian, ScratchImages } from './image-filters';
import {
  beforeRotation,
  cutImage,
  decodeImage,
  greyCrop,
  type Region,
  type RgbImage,
  reducedPoint,
  rotateImage,
  rotateQuarterTurns,
  scaleImage,
  softenImage,
} from './image-io';
import { meanMesh, meshOffset, refitStarts, unmirrorMesh } from './mirror-consensus';
import {
  imageVerdict,
  QUALITY_MESSAGES,
  QUALITY_WARNINGS,
  type QualityChecks,
  type QualityCode,
  ZONE_NOT_MEASURED,
} from './quality-gate';
import { recommendationsFrom } from './recommendations';
import { fromRegion, intoRegion, refitRegion } from './refit-region';
import {
  type Aggregates,
  FRAME,
  MEASURE,
  QUALITY,
  STABILITY_TOLERANCE,
  severities,
  smoothRamp,
  WHITE_BALANCE,
} from './scoring';
import { checkSigma } from './steadiness-check';
import { cropToZones, measureZones, type ZoneRaw } from './zone-measures';

/**
 * Progress compares a user's analyses of the same engine version only, patch number aside
 * (domain/analysis/progress.ts), so a change that moves the numbers of the same photo gets a new minor (or major)
 * version: a user never sees the engine's change as their skin's. A change that leaves every number alone (texts,
 * the pose's degrees) is a patch, and the analyses before it stay comparable.
 * The version history: functions/src/skin-engine/CHANGELOG.md.
 */
export const ENGINE_VERSION = 'offline-3.0.0';

/** A zone as stored (outline and raw numbers), plus whether it was measured. */
export interface SkinZone {
  key: ZoneKey;
  name: string;
  polygon: [number, number][];
  /**
   * False when hair, glasses or shadow left too little skin, or the zone was turned away from the camera; its
   * raw values are then not used, and `notMeasuredReason` says which.
   */
  measured: boolean;
  /** Mean cosine between the zone's surface normals and the view direction (1 = square on). */
  facing: number;
  notMeasuredReason?: string;
  raw: ZoneRaw;
}

/** The stored result of the shared schema, plus what the engine worked from (kept for audit and tuning). */
export interface SkinAnalysisResult extends AnalysisResult {
  skinType: SkinType;
  hydrationIsEstimate: true;
  skinTone: { ita: number; category: string };
  /** Face-level measures the scores were computed from (see scoring.ts). */
  measures: Aggregates;
  zones: SkinZone[];
  quality: { ok: true; warnings: string[]; checks: QualityChecks; photo: PhotoQuality };
  /** Face box in the analysed image, normalized 0–1. */
  face: { box: { x: number; y: number; width: number; height: number }; score: number };
}

export type AnalysisOutcome =
  | { status: 'complete'; result: SkinAnalysisResult }
  | { status: 'failed'; reason: string; code: QualityCode };

export interface SkinAnalyzer {
  /** `image` is an already validated JPEG, PNG or WebP. */
  analyze(image: Buffer): Promise<AnalysisOutcome>;
}

const fail = (code: QualityCode): AnalysisOutcome => ({
  status: 'failed',
  code,
  reason: QUALITY_MESSAGES[code],
});

/** Rounds for a stable, readable JSON; a measure that could not be taken (no skin in its zones) reads 0. */
const round = (value: number, digits = 3) => {
  if (!Number.isFinite(value)) return 0;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149,
  150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
];

interface Candidate {
  points: Point[];
  /** The same landmarks with the mesh model's relative depth (face-mesh-fit.ts). */
  mesh: MeshPoint[];
  /**
   * z × depthScale is the mesh model's depth as it gave it (mesh z is scaled with x and y from the ≤ 640 px
   * detection copy to the photo, for the pose's maths, which the camera screen shares): the depth in the photo's
   * pixels (depthToPixels, for the pose, the zones' facing and the eye bags) starts from it, so it does not depend
   * on the size of the copy the detector ran on.
   */
  depthScale: number;
  score: number;
  /** The detector's confidence: highest when the face is upright (its model knows upright faces best). */
  boxScore: number;
  width: number;
  /** How much of the face the photo shows (candidates): the largest is analysed. */
  inView: number;
}

/** The face with these landmarks, its 2D points taken from them. */
const withMesh = <Face extends Candidate>(face: Face, mesh: MeshPoint[]): Face => ({
  ...face,
  mesh,
  points: mesh.map(([x, y]) => [x, y] as const),
});

/** 1 for a face whose landmarks centre on the photo's centre, falling linearly to 0.5 in a corner. */
const centrality = (mesh: readonly MeshPoint[], photo: { width: number; height: number }) => {
  const x = mesh.reduce((sum, p) => sum + p[0], 0) / mesh.length / photo.width - 0.5;
  const y = mesh.reduce((sum, p) => sum + p[1], 0) / mesh.length / photo.height - 0.5;
  return 1 - Math.min(1, Math.hypot(x, y) / Math.SQRT1_2) / 2;
};

/**
 * The faces worth measuring, the photo's subject first: the widest as seen in the photo (a turned face looks
 * narrower) times the share of its landmarks inside the photo, squared, times how central it is (1 at the
 * centre, 0.5 in a corner). Two friends of about the same size are told apart by where they stand, which a
 * mirror, a re-save or a 5° turn does not change, rather than by a few pixels of width, which it does.
 */
const candidates = (
  faces: FittedFace[],
  scale: number,
  photo: { width: number; height: number },
): Candidate[] =>
  faces
    .filter((f) => f.mesh.length >= 468 && f.boxScore >= QUALITY.minBoxScore)
    .filter((f) => f.faceScore >= QUALITY.minFaceScore)
    .map((f) => {
      const mesh = f.mesh.map((p) => [p[0] * scale, p[1] * scale, p[2] * scale] as const);
      const inside =
        mesh.filter(([x, y]) => x >= 0 && y >= 0 && x < photo.width && y < photo.height).length / mesh.length;
      const width = Math.hypot(
        (mesh[LANDMARK.faceEdgeRight]?.[0] ?? 0) - (mesh[LANDMARK.faceEdgeLeft]?.[0] ?? 0),
        (mesh[LANDMARK.faceEdgeRight]?.[1] ?? 0) - (mesh[LANDMARK.faceEdgeLeft]?.[1] ?? 0),
      );
      return {
        points: mesh.map(([x, y]) => [x, y] as const),
        mesh,
        depthScale: 1 / scale,
        score: f.faceScore,
        boxScore: f.boxScore,
        width,
        inView: width * inside * inside * centrality(mesh, photo),
      };
    })
    .sort((p, q) => q.inView - p.inView);

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

export const analyzeDecoded = async (runtime: FaceRuntime, image: RgbImage): Promise<AnalysisOutcome> => {
  // The mesh is most accurate on an upright, level face, so the photo is brought there before measuring and
  // nothing is refused for a tilt. A quick search (the detector alone, no mesh) gives the face's eye line from
  // the detector's eye points at any tilt. A face not clearly upright (sideways, upside down) is tried in each
  // quarter turn and kept where the detector is surest of it (on the fixtures about 0.85–0.97 upright against
  // 0.54–0.69 turned) and the mesh model is sure of a face; one missed at every quarter is looked for turned by
  // ±30°. A roll beyond a few degrees is levelled by turning the photo by it; the measured mesh is then fitted
  // there, and brought back onto the photo, which is measured (measureSubject).
  const view: PhotoView = { turns: 0, degrees: 0, image, upright: image, photo: image };
  // Sharp starts the detection copy (fitFaces awaits it) on its own threads while this thread reads the illuminant.
  detectionCopy(image);
  illuminantOf(image);
  // Most selfies are upright and about level: the mesh fitted on the photo as sent is then the one to measure,
  // and the search below (a detector pass and a mesh pass more) is only for the others.
  const direct = await fitFaces(runtime, image);
  const subject = direct[0];
  if (
    subject &&
    subject.boxScore >= QUALITY.uprightBoxScore &&
    Math.abs(headPose(subject.mesh).rollDegrees) <= QUALITY.levelAboveDegrees
  )
    return measureSubject(runtime, view, direct);
  let sighting = await sightFace(runtime, image);
  // Faces already fitted on an image (fitFacesOrCloser reuses them if the mesh is to be fitted there).
  let fittedView = { image, faces: direct };
  const clearlyUpright = (seen: Sighting | undefined) =>
    seen !== undefined && seen.boxScore >= QUALITY.uprightBoxScore && Math.abs(seen.rollDegrees) <= 45;
  if (!clearlyUpright(sighting)) {
    for (const t of [1, 3, 2] as const) {
      const turned = rotateQuarterTurns(image, t);
      const seen = await sightFace(runtime, turned);
      // The mesh model must be sure of a face there too: in a 1280×720 frame, a small upright face the detector
      // was 0.66 sure of lost to a 45 px box in a turned copy it was 0.69 sure of, where the model saw no face.
      const faces = (seen?.boxScore ?? 0) > (sighting?.boxScore ?? 0) ? await fitFaces(runtime, turned) : [];
      if (faces.length > 0) {
        view.turns = t;
        view.image = turned;
        view.upright = turned;
        sighting = seen;
        fittedView = { image: turned, faces };
      }
    }
  }
  for (const degrees of [30, -30]) {
    if (sighting) break;
    const turned = await rotateImage(image, degrees);
    const seen = await sightFace(runtime, turned);
    if (seen) {
      view.degrees = degrees;
      view.image = turned;
      sighting = seen;
    }
  }
  if (!sighting) {
    const closer = await fitFacesCloser(runtime, image);
    return closer.length > 0 ? measureSubject(runtime, view, closer) : fail('NO_FACE');
  }
  if (Math.abs(sighting.rollDegrees) > QUALITY.levelAboveDegrees) {
    const unlevelled = view.image;
    view.before = { width: unlevelled.width, height: unlevelled.height };
    view.levelDegrees = -sighting.rollDegrees;
    view.image = await rotateImage(unlevelled, view.levelDegrees);
    // The detector's eye key points give the angle to a few degrees, the mesh's eye corners to a fraction of one:
    // an everyday selfie tilted 28.5° was levelled by 26.5° (its mesh then read 2.5° of roll left) and the
    // same photo turned 5° by 33.8° (−0.1° left), and the mesh fits the under-eyes differently on a face rolled
    // by a few degrees (its dark circles read 43 and 36). A levelled face still rolled past
    // QUALITY.levelResidualDegrees is levelled again from the photo, by the angle corrected by the mesh's roll.
    const found = await fitFacesOrCloser(runtime, view.image);
    const residual = found[0] ? headPose(found[0].mesh).rollDegrees : 0;
    if (Math.abs(residual) <= QUALITY.levelResidualDegrees) return measureSubject(runtime, view, found);
    view.levelDegrees -= residual;
    view.image = await rotateImage(unlevelled, view.levelDegrees);
  }
  const known = fittedView.image === view.image ? fittedView.faces : undefined;
  return measureSubject(runtime, view, await fitFacesOrCloser(runtime, view.image, known));
};

/**
 * Measures the subject of the faces fitted on the view, with its mirror consensus, back on the photo as sent.
 * The mesh is fitted on the levelled photo, where it is most accurate, and its points are turned back onto the
 * upright photo, which is measured: the canonical frame takes out the roll in its one resample, so a photo
 * levelled first is not resampled twice. (It was: an everyday face whose 5° turn crossed the levelling threshold
 * read fine lines 7 points apart, one resample softening them more than the other.)
 */
const measureSubject = async (
  runtime: FaceRuntime,
  view: PhotoView,
  found: Candidate[],
): Promise<AnalysisOutcome> => {
  const subject = found[0];
  if (!subject) return fail('NO_FACE');
  // Only a photo measured as fitted (not levelled, not turned): the first fit's points are then the photo's.
  const softened = view.image === view.upright ? softenAhead(view.upright, subject) : undefined;
  const best = await withMirrorConsensus(runtime, view.image, subject);
  if (!best) return fail('FACE_TURNED');
  const outcome = await analyzeFace(
    view.upright,
    ontoUpright(best, view),
    found.length,
    runtime.triangles,
    softened,
  );
  return outcome.status === 'complete'
    ? { ...outcome, result: backToPhoto(outcome.result, view.turns, view.photo) }
    : outcome;
};

/** The photo's illuminant (color.ts), read once per image. */
const illuminantOf = oncePer((image: RgbImage) => estimateIlluminant(image));

/** The ≤ 640 px copy the detector runs on, made once per image (the sighting and the mesh pass share it). */
const detectionCopy = oncePer((image: RgbImage) =>
  scaleImage(image, Math.min(1, FRAME.detectionLongSide / Math.max(image.width, image.height))),
);

/**
 * The faces of the photo, the subject first (candidates), with landmarks in the photo's pixels; if asked, looking
 * closer in a detector's crop the model is not sure of (face-runtime.ts).
 */
const fitFaces = async (runtime: FaceRuntime, image: RgbImage, { lookCloser = false } = {}) => {
  const copy = await detectionCopy(image);
  return candidates(
    await runtime.detect(copy.data, copy.width, copy.height, { lookCloser }),
    image.width / copy.width,
    image,
  );
};

/**
 * The faces of the photo's central part (FRAME.closerShare of each side), in the photo's pixels: a face found
 * nowhere else may be too small in the detector's copy of the whole photo. In a 1280×720 frame the detector
 * found faceapi-sample2-face at its own size (160 px wide) but not its mirror image (the mesh model was not
 * sure of the face in the detector's box); in the central three quarters, a third larger in the copy, it is
 * found (a 90 px held-out face still is not). Looked at only when the whole photo gave no face to measure: one
 * detector run more for a photo with no face.
 */
const fitFacesCloser = async (runtime: FaceRuntime, image: RgbImage): Promise<Candidate[]> => {
  const width = Math.round(image.width * FRAME.closerShare);
  const height = Math.round(image.height * FRAME.closerShare);
  const region = {
    left: Math.floor((image.width - width) / 2),
    top: Math.floor((image.height - height) / 2),
    width,
    height,
  };
  const part = await cutImage(image, region, region);
  // Depth as if fitted on the whole photo's copy (candidates), which the mirror consensus and depthScale assume.
  const depth =
    image.width / (await detectionCopy(image)).width / (part.width / (await detectionCopy(part)).width);
  return (await fitFaces(runtime, part)).map((face) =>
    withMesh(
      { ...face, depthScale: face.depthScale / depth },
      face.mesh.map(([x, y, z]) => [x + region.left, y + region.top, z * depth] as const),
    ),
  );
};

/**
 * The faces of the photo (fitFaces, unless already `fitted`); where the whole photo shows none, of its central
 * part (fitFacesCloser); where that shows none either, in the detector's crops looked at closer (lookCloser).
 * That comes last: in a crop's centre the model can be sure of a face at the wrong size (a 98 px face fitted
 * 54 px wide, then refused as too small) or upside down, and few photos reach it.
 */
const fitFacesOrCloser = async (
  runtime: FaceRuntime,
  image: RgbImage,
  fitted?: Candidate[],
): Promise<Candidate[]> => {
  const found = fitted ?? (await fitFaces(runtime, image));
  if (found.length > 0) return found;
  const closer = await fitFacesCloser(runtime, image);
  return closer.length > 0 ? closer : fitFaces(runtime, image, { lookCloser: true });
};

/**
 * The face with its mesh fitted on the photo and on its mirror and averaged (mirror-consensus.ts), so a
 * mirrored photo is measured on the mirrored landmarks; where each side's refits start: refitStarts. Undefined
 * when the two refits do not fit the same face (QUALITY.maxMirrorDisagreement).
 */
const withMirrorConsensus = async (
  runtime: FaceRuntime,
  image: RgbImage,
  face: Candidate,
): Promise<Candidate | undefined> => {
  const copy = await detectionCopy(image);
  const scale = image.width / copy.width;
  // The mesh is fitted again in a crop centred on its own points (face-runtime.ts, MESH_REFIT), on the photo's
  // own pixels around the face (refit-region.ts), read mirrored for the mirror's fit. Sharp cuts them on its own
  // threads while this one looks for the face in the mirror.
  const region = refitRegion(face.mesh, image.width, image.height);
  const regionPixels = cutImage(image, region, region.reduced);
  const mirrorFaces = await runtime.detect(copy.data, copy.width, copy.height, { mirrored: true });
  const pixels = await regionPixels;
  // The refit's depth stays the model's times the copy's scale, as the first fit's is (candidates), so
  // depthScale still undoes it.
  const refitted = async (mesh: readonly MeshPoint[], mirrored: boolean) => {
    const mirroredWidth = mirrored ? image.width : undefined;
    const fit = await runtime.refit(
      pixels.data,
      pixels.width,
      pixels.height,
      intoRegion(mesh, region, mirroredWidth),
      { mirrored },
    );
    return (
      fit && {
        score: fit.faceScore,
        mesh: fromRegion(fit.mesh, region, mirroredWidth).map(([x, y, z]) => [x, y, z * scale] as const),
      }
    );
  };
  const starts = refitStarts(face, candidates(mirrorFaces, scale, image), (mesh) =>
    unmirrorMesh(mesh, runtime.twins, image.width),
  );
  // Side by side: the two refits' crops go through the mesh model in one batch each pass (meshBatcher).
  const [own, mirrorFit] = await Promise.all([refitted(starts.photo, false), refitted(starts.mirror, true)]);
  const subject = own ? withMesh({ ...face, score: own.score }, own.mesh) : face;
  const mirroredMesh = mirrorFit?.mesh ?? starts.mirror;
  const unmirrored = unmirrorMesh(mirroredMesh, runtime.twins, image.width);
  const { minX, maxX } = pointBounds(subject.mesh);
  if (meshOffset(subject.mesh, unmirrored) > QUALITY.maxMirrorDisagreement * (maxX - minX)) return undefined;
  return withMesh(
    { ...subject, depthScale: (subject.depthScale + (starts.twin ?? face).depthScale) / 2 },
    meanMesh([subject.mesh, unmirrored]),
  );
};

/** The largest face the detector alone sees: how sure it is, and its eye line from the detector's eye points. */
interface Sighting {
  boxScore: number;
  rollDegrees: number;
}

const sightFace = async (runtime: FaceRuntime, image: RgbImage): Promise<Sighting | undefined> => {
  const copy = await detectionCopy(image);
  const faces = await runtime.sight(copy.data, copy.width, copy.height);
  // The largest by its box's area within the photo (whole pixels, as Human reported it).
  const area = ({ box }: DetectedFace) =>
    Math.trunc(Math.min(copy.width, box.right) - Math.max(0, box.left)) *
    Math.trunc(Math.min(copy.height, box.bottom) - Math.max(0, box.top));
  const face = faces.filter((f) => f.boxScore >= QUALITY.minBoxScore).sort((p, q) => area(q) - area(p))[0];
  if (!face) return undefined;
  const [first = [0, 0], second = [0, 0]] = face.keypoints;
  const rollDegrees = (Math.atan2(second[1] - first[1], second[0] - first[0]) * 180) / Math.PI;
  return { boxScore: face.boxScore, rollDegrees };
};

type QuarterTurns = 0 | 1 | 2 | 3;

/** How the photo was turned before measuring: quarter turns, a search angle, then the levelling angle. */
interface PhotoView {
  /** The photo as sent (decoded), which results are mapped back onto. */
  photo: RgbImage;
  turns: QuarterTurns;
  /** The photo in its quarter turns (no resample): the image measured. */
  upright: RgbImage;
  /** The ±30° search turn (clockwise degrees), 0 when none. */
  degrees: number;
  /** The image the mesh is fitted on: upright, then turned by the search angle and the levelling angle. */
  image: RgbImage;
  /** The levelling turn (clockwise degrees) and the size of the image it was applied to. */
  levelDegrees?: number;
  before?: { width: number; height: number };
}

/**
 * Normalized coordinates measured on the photo turned clockwise by `turns` quarters, back on the photo as the
 * user sent it (the stored image and its overlay are not turned).
 */
const unturn = (turns: QuarterTurns, [u, v]: readonly [number, number]): [number, number] =>
  turns === 1 ? [v, 1 - u] : turns === 2 ? [1 - u, 1 - v] : turns === 3 ? [1 - v, u] : [u, v];

/** The face fitted on the view's image, with its points turned back onto the upright photo (depth unchanged). */
const ontoUpright = (face: Candidate, view: PhotoView): Candidate => {
  if (view.degrees === 0 && !view.levelDegrees) return face;
  const back = ([x, y, z]: MeshPoint): MeshPoint => {
    let q: readonly [number, number] = [x, y];
    if (view.levelDegrees && view.before) q = beforeRotation(view.levelDegrees, view.before, q);
    if (view.degrees) q = beforeRotation(view.degrees, view.upright, q);
    return [q[0], q[1], z];
  };
  return withMesh(face, face.mesh.map(back));
};

/** A result measured on the photo in quarter turns, back on the photo as sent. */
const backToPhoto = (
  result: SkinAnalysisResult,
  turns: QuarterTurns,
  photo: RgbImage,
): SkinAnalysisResult => {
  if (turns === 0) return result;
  const point = (p: readonly [number, number]): [number, number] =>
    unturn(turns, p).map((n) => round(Math.min(1, Math.max(0, n)), 4)) as [number, number];
  const { x, y, width, height } = result.face.box;
  const corners = [
    point([x, y]),
    point([x + width, y]),
    point([x, y + height]),
    point([x + width, y + height]),
  ];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  // The roll was read on the photo in quarter turns; the photo's own tilt adds them back.
  const rollDegrees = round(
    ((((result.quality.checks.rollDegrees - 90 * turns + 180) % 360) + 360) % 360) - 180,
    2,
  );
  return {
    ...result,
    quality: {
      ...result.quality,
      checks: { ...result.quality.checks, rollDegrees },
      photo: { ...result.quality.photo, rollDegrees },
    },
    zones: result.zones.map((zone) => ({ ...zone, polygon: zone.polygon.map(point) })),
    face: {
      ...result.face,
      box: {
        x: Math.min(...xs),
        y: Math.min(...ys),
        width: round(Math.max(...xs) - Math.min(...xs), 4),
        height: round(Math.max(...ys) - Math.min(...ys), 4),
      },
    },
    image: { width: photo.width, height: photo.height },
  };
};

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
const softenAhead = (image: RgbImage, first: Candidate): SoftenedAhead | undefined => {
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

/** Measures one face of a photo upright to a quarter turn (the roll is levelled in the canonical frame). */
const analyzeFace = async (
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
  const focus = await focusing;
  const checks = qualityChecksOf(best.score, pose, zones, canonical, focus, colorCast);
  // A face turned too far is refused for its pose first (its far side also brings hair and background into
  // the colour checks); then light and colour; then too little skin left to measure.
  const facingZones = zones.map((zone) => ({
    ...zone,
    measured: zone.notMeasuredReason !== ZONE_NOT_MEASURED.turnedAway,
  }));
  if (!enoughZones(facingZones, true)) return fail('FACE_TURNED');
  const imageProblem = imageVerdict(checks);
  if (imageProblem) return fail(imageProblem);
  // Little skin left under a strong cast: the light's colour hid the skin (a blue-green light, not a blue wall).
  if (!enoughZones(zones, false))
    return fail(checks.colorCast > QUALITY.maxCastLog ? 'COLOR_CAST' : 'NO_FACE');

  warnings.push(...measuringWarnings(gains, checks, zones));

  const measuresOf = (counted: readonly CountedZone[]) =>
    roundAll(
      aggregate(
        counted,
        eyeBagDepth(best.mesh, depthToPixels, counted, pose.faceWidth),
        remainingToD65(illuminant, gains),
      ),
    );
  const measures = measuresOf(zones);
  // The self-check's numbers: the same zones and weights, with the fine lines read on the softened face.
  const checkedZones = zones.map((zone) => ({ ...zone, raw: { ...zone.raw, ...zone.checked } }));
  const face = skinNumbers(measures, severities(measuresOf(checkedZones)), STABILITY_TOLERANCE);
  const concerns = concernsFrom(
    face.severities,
    zones,
    pose.faceWidth,
    face.swings,
    1 - checks.colourClippedShare,
  );
  const parts = photoQualityParts(checks);
  return {
    status: 'complete',
    result: {
      engineVersion: ENGINE_VERSION,
      skinType: face.skinType,
      skinTypeDescription: face.skinTypeDescription,
      scores: face.scores,
      metrics: face.metrics,
      hydrationIsEstimate: true,
      readings: face.readings,
      concerns,
      recommendations: recommendationsFrom(concerns, face.metrics.hydration),
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

export interface OfflineAnalyzerOptions extends RuntimePaths {}

/**
 * The default engine: runs offline inside the process. Models and WASM files come from the installed npm
 * packages unless paths are given (the Lambda bundle ships them beside the code, see README.md).
 */
export const createOfflineAnalyzer = (options: OfflineAnalyzerOptions = {}): SkinAnalyzer => ({
  async analyze(bytes) {
    let image: RgbImage;
    try {
      image = await decodeImage(bytes, FRAME.maxLongSide);
    } catch {
      return fail('UNREADABLE_IMAGE');
    }
    const runtime = await getFaceRuntime(options);
    return analyzeDecoded(runtime, image);
  },
});
