/** Measured aggregates the scores are computed from (functions/src/skin-engine/measure-zones/face-aggregates.ts builds them from the zone measures; each is defined in the engine README). */
export interface Aggregates {
  shineTZone: number;
  shineCheeks: number;
  textureRms: number;
  /** The fine grain of the cheeks alone (the usual site of skin-roughness measures, away from brows and hairline). */
  cheekTextureRms: number;
  lineResponse: number;
  /** Fine lines on the cheeks alone. */
  cheekLineResponse: number;
  wrinkleResponse: number;
  poreResponse: number;
  redSpotResponse: number;
  darkSpotResponse: number;
  lightnessSpread: number;
  rednessA: number;
  /** Nose and cheeks' a* minus the face's, under light brought to D65 and a fixed exposure (light.ts). */
  rednessAboveFace: number;
  erythemaIndex: number;
  /** The erythema index of the nose alone: the zone most lit head-on, least shaded by the face's own relief. */
  noseErythemaIndex: number;
  chroma: number;
  sheenContrast: number;
  darkCircleDeltaL: number;
  eyeBagShade: number;
  /** How far (share of the face width) the skin below the eye stands out of the lid–cheek line in the mesh. */
  eyeBagDepth: number;
  ita: number;
}
