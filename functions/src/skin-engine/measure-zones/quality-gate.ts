import { analysisMessages, type QualityCode } from '@pele/shared/schemas/skin-analysis';
import { QUALITY } from '../scoring';

export type { QualityCode } from '@pele/shared/schemas/skin-analysis';

/** What the user reads when a photo is refused (pt-BR), one per code: the shared catalogue's. */
export const QUALITY_MESSAGES = analysisMessages.quality;

export const QUALITY_WARNINGS = {
  multipleFaces: 'Mais de um rosto foi encontrado na foto; analisamos o maior.',
  lowResolution:
    'O rosto tem pouca resolução na foto: poros e linhas finas podem ficar subestimados. Para mais detalhes, aproxime a câmera.',
  colorCorrected: 'A luz da foto tinha um tom de cor; corrigimos parte dele antes de medir.',
  zoneCovered:
    'Parte do rosto estava coberta (cabelo, óculos ou sombra) e ficou fora da medição; as áreas medidas aparecem no mapa.',
  zoneOutsidePhoto:
    'Parte do rosto ficou fora da foto e não foi medida; para medir todas as áreas, enquadre o rosto inteiro, da testa ao queixo.',
  colourClipped:
    'A luz forte saturou a cor de parte do rosto: a vermelhidão e as manchas avermelhadas podem ter ficado abaixo do real. Com luz mais suave, a cor sai completa.',
  zoneTurnedAway:
    'O rosto estava um pouco virado: as áreas que não ficaram de frente para a câmera não foram medidas e aparecem no mapa.',
} as const;

/** Why a zone was left out of the numbers (pt-BR, kept with the zone). */
export const ZONE_NOT_MEASURED = {
  covered: 'Coberta por cabelo, óculos ou sombra',
  outsidePhoto: 'Fora da foto: o enquadramento cortou esta área',
  turnedAway: 'Virada para o lado, fora do alcance da câmera',
} as const;

/** The numbers behind the verdict, kept with the result so the UI and support can explain it. */
export interface QualityChecks {
  faceScore: number;
  faceWidthPx: number;
  rollDegrees: number;
  yawDegrees: number;
  pitchDegrees: number;
  skinLightness: number;
  /** Share of the face whose lightness the camera clipped (green at 250+): blown out (face-quality.ts, clippedShares). */
  clippedShare: number;
  /** Share of the face with any channel clipped: its colour is not measured there (red clips first). */
  colourClippedShare: number;
  sharpness: number;
  /** Illuminant cast over the whole photo, max of |ln(r/g)| and |ln(b/g)|. */
  colorCast: number;
  /** CIELAB hue angle of the face's mean skin colour; daylight skin of any tone sits in a narrow band. */
  skinHueDegrees: number;
}

export type PoseVerdict = QualityCode | null;

/** Light and focus, checked in this order: a dark photo also looks blurred, so darkness is reported first. */
export const imageVerdict = (checks: QualityChecks): PoseVerdict => {
  if (checks.skinLightness < QUALITY.minSkinLightness) return 'TOO_DARK';
  if (checks.skinLightness > QUALITY.maxSkinLightness || checks.clippedShare > QUALITY.maxClippedShare)
    return 'TOO_BRIGHT';
  const [minHue, maxHue] = QUALITY.skinHueDegrees;
  // Judged on the skin's own hue: the whole-photo illuminant estimate (kept in `colorCast`) is misled by a
  // coloured background such as a blue wall, which leaves the light on the face white.
  if (checks.skinHueDegrees < minHue || checks.skinHueDegrees > maxHue) return 'COLOR_CAST';
  if (checks.sharpness < QUALITY.minSharpness) return 'BLURRED';
  return null;
};
