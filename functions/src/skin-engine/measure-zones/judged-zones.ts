/**
 * Each measured zone judged: how squarely it faces the camera, whether it counts and why not, and how much it
 * weighs in the face's numbers.
 */
import { type MeshPoint, meanFacing } from '../find-face/face-geometry';
import { MEASURE, smoothRamp } from '../scoring';
import type { zoneTriangles } from './face-zones';
import { ZONE_NOT_MEASURED } from './quality-gate';
import type { measureZones, ZoneRaw } from './zone-measures';

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

/**
 * Each measured zone with how squarely it faces the camera, whether it counts and why not (turned away, cut by
 * the photo's edge, covered), and how much it weighs in the face's numbers.
 */
export const judgedZones = (
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

/** A measured zone with its facing, whether it counts and its weight. */
export type JudgedZones = ReturnType<typeof judgedZones>;
