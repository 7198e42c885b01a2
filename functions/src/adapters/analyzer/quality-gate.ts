import type { HeadPose } from './face-geometry';
import { QUALITY } from './scoring';

export type QualityCode =
  | 'UNREADABLE_IMAGE'
  | 'NO_FACE'
  | 'FACE_TOO_SMALL'
  | 'FACE_TURNED'
  | 'FACE_TILTED'
  | 'TOO_DARK'
  | 'TOO_BRIGHT'
  | 'BLURRED'
  | 'COLOR_CAST';

/** What the user reads when a photo is refused (pt-BR), one per code. */
export const QUALITY_MESSAGES: Record<QualityCode, string> = {
  UNREADABLE_IMAGE: 'Não foi possível ler a imagem. Envie uma foto em JPG, PNG ou WebP.',
  NO_FACE:
    'Nenhum rosto foi encontrado na foto. Tire uma selfie de frente, com o rosto inteiro visível e bem iluminado.',
  FACE_TOO_SMALL:
    'O rosto está muito pequeno na foto. Aproxime a câmera para que o rosto ocupe boa parte da imagem.',
  FACE_TURNED:
    'O rosto está virado para o lado, para cima ou para baixo. Olhe de frente para a câmera e tente novamente.',
  FACE_TILTED:
    'O rosto está inclinado ou a foto está de lado. Mantenha a cabeça reta e o celular em pé e tente novamente.',
  TOO_DARK:
    'A foto está escura demais. Fique de frente para uma fonte de luz, como uma janela, e tente novamente.',
  TOO_BRIGHT:
    'A foto está clara demais, com o rosto estourado de luz. Evite flash e luz forte direta e tente novamente.',
  BLURRED: 'A foto está desfocada. Limpe a lente, segure o celular firme e tente novamente.',
  COLOR_CAST:
    'A luz da foto está muito colorida e altera a cor da pele. Use luz natural ou branca e tente novamente.',
};

export const QUALITY_WARNINGS = {
  multipleFaces: 'Mais de um rosto foi encontrado na foto; analisamos o maior.',
  lowResolution:
    'O rosto tem pouca resolução na foto: poros e linhas finas podem ficar subestimados. Para mais detalhes, aproxime a câmera.',
  colorCorrected: 'A luz da foto tinha um tom de cor; corrigimos parte dele antes de medir.',
  zoneCovered:
    'Parte do rosto estava coberta (cabelo, óculos ou sombra) e ficou fora da medição; as áreas medidas aparecem no mapa.',
} as const;

/** The numbers behind the verdict, kept with the result so the UI and support can explain it. */
export interface QualityChecks {
  faceScore: number;
  faceWidthPx: number;
  rollDegrees: number;
  yawRatio: number;
  pitchRatio: number;
  skinLightness: number;
  clippedShare: number;
  sharpness: number;
  /** Illuminant cast over the whole photo, max of |ln(r/g)| and |ln(b/g)|. */
  colorCast: number;
  /** CIELAB hue angle of the face's mean skin colour; daylight skin of any tone sits in a narrow band. */
  skinHueDegrees: number;
}

export type PoseVerdict = QualityCode | null;

export const poseVerdict = (pose: HeadPose): PoseVerdict => {
  if (pose.faceWidth < QUALITY.minFaceWidthPx) return 'FACE_TOO_SMALL';
  if (Math.abs(pose.rollDegrees) > QUALITY.maxRollDegrees) return 'FACE_TILTED';
  if (Math.abs(pose.yawRatio) > QUALITY.maxYawRatio) return 'FACE_TURNED';
  if (pose.pitchRatio < QUALITY.pitchRatioRange[0] || pose.pitchRatio > QUALITY.pitchRatioRange[1])
    return 'FACE_TURNED';
  return null;
};

/** Light and focus, checked in this order: a dark photo also looks blurred, so darkness is reported first. */
export const imageVerdict = (checks: QualityChecks): PoseVerdict => {
  if (checks.skinLightness < QUALITY.minSkinLightness) return 'TOO_DARK';
  if (checks.skinLightness > QUALITY.maxSkinLightness || checks.clippedShare > QUALITY.maxClippedShare)
    return 'TOO_BRIGHT';
  const [minHue, maxHue] = QUALITY.skinHueDegrees;
  if (
    checks.colorCast > QUALITY.maxCastLog ||
    checks.skinHueDegrees < minHue ||
    checks.skinHueDegrees > maxHue
  )
    return 'COLOR_CAST';
  if (checks.sharpness < QUALITY.minSharpness) return 'BLURRED';
  return null;
};
