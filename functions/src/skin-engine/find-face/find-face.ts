/**
 * Stage "find the face": BlazeFace and the FaceMesh on the photo's ≤ 640 px copy, the subject chosen among the
 * faces found (the widest in view, times how central it is), looked for again closer when the photo gives none,
 * and its mesh refitted on the photo and on its mirror until both agree (mirror-consensus.ts).
 */
import { pointBounds } from '@pele/shared/head-pose';
import { oncePer } from '@pele/shared/once-per';
import { LANDMARK, type Point } from '../measure-zones/face-zones';
import { cutImage, type RgbImage, scaleImage } from '../photo/image-io';
import { FRAME, QUALITY } from '../scoring';
import type { MeshPoint } from './face-geometry';
import type { FaceRuntime, FittedFace } from './face-runtime';
import { meanMesh, meshOffset, refitStarts, unmirrorMesh } from './mirror-consensus';
import { fromRegion, intoRegion, refitRegion } from './refit-region';

export interface Candidate {
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
export const withMesh = <Face extends Candidate>(face: Face, mesh: MeshPoint[]): Face => ({
  ...face,
  mesh,
  points: mesh.map(([x, y]) => [x, y] as const),
});

/** 1 for a face whose landmarks centre on the photo's centre, falling linearly to 0.5 in a corner. */
export const centrality = (mesh: readonly MeshPoint[], photo: { width: number; height: number }) => {
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
export const candidates = (
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

/** The ≤ 640 px copy the detector runs on, made once per image (the sighting and the mesh pass share it). */
export const detectionCopy = oncePer((image: RgbImage) =>
  scaleImage(image, Math.min(1, FRAME.detectionLongSide / Math.max(image.width, image.height))),
);

/**
 * The faces of the photo, the subject first (candidates), with landmarks in the photo's pixels; if asked, looking
 * closer in a detector's crop the model is not sure of (face-runtime.ts).
 */
export const fitFaces = async (runtime: FaceRuntime, image: RgbImage, { lookCloser = false } = {}) => {
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
export const fitFacesCloser = async (runtime: FaceRuntime, image: RgbImage): Promise<Candidate[]> => {
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
export const fitFacesOrCloser = async (
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
export const withMirrorConsensus = async (
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
