import { type AnalysisOutcome, fail, type SkinAnalyzer } from './analysis-outcome';
import {
  backToPhoto,
  ontoUpright,
  type PhotoView,
  type Sighting,
  sightFace,
} from './choose-view/choose-view';
import { headPose } from './find-face/face-geometry';
import { type FaceRuntime, getFaceRuntime, type RuntimePaths } from './find-face/face-runtime';
import {
  type Candidate,
  detectionCopy,
  fitFaces,
  fitFacesCloser,
  fitFacesOrCloser,
  withMirrorConsensus,
} from './find-face/find-face';
import { softenAhead } from './measure-zones/face-pixels';
import { analyzeFace, illuminantOf } from './measure-zones/measure-face';
import { decodeImage, type RgbImage, rotateImage, rotateQuarterTurns } from './photo/image-io';
import { FRAME, QUALITY } from './scoring';

export {
  type AnalysisOutcome,
  ENGINE_VERSION,
  type SkinAnalysisResult,
  type SkinAnalyzer,
  type SkinZone,
} from './analysis-outcome';

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
