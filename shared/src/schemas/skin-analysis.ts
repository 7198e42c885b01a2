import * as z from 'zod/mini';
import { ANALYSIS_HISTORY_LIMIT } from '../constants';
import { idText, imageContentType, numberText, presignedUpload, text } from './common';
import { productCategory } from './products';
import { responseSchema, schema } from './schema';

/** Why a photo could not be analysed: the analyzer's quality gate, one pt-BR message per code. */
export const QUALITY_CODES = [
  'UNREADABLE_IMAGE',
  'NO_FACE',
  'FACE_TOO_SMALL',
  'FACE_TURNED',
  'FACE_TILTED',
  'TOO_DARK',
  'TOO_BRIGHT',
  'BLURRED',
  'COLOR_CAST',
] as const;
export type QualityCode = (typeof QUALITY_CODES)[number];

/** pt-BR texts of the analysis area, used by the server and the SPA alike. */
export const analysisMessages = {
  notFound: 'Análise não encontrada.',
  /** Spec 8.2's analysis error: also the reason of an analysis the analyzer could not finish (it crashed). */
  failed: 'Ocorreu um erro ao analisar sua pele. Por favor, tente novamente.',
  quality: {
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
  } satisfies Record<QualityCode, string>,
} as const;

export const skinTypeName = /* @__PURE__ */ schema(() => z.enum(['Seca', 'Oleosa', 'Sensível', 'Mista']));
export type SkinTypeName = z.infer<typeof skinTypeName>;
export const analysisStatus = /* @__PURE__ */ schema(() => z.enum(['processing', 'complete', 'failed']));

const score = /* @__PURE__ */ schema(() => z.number().check(z.gte(0), z.lte(100)));
export const skinScores = /* @__PURE__ */ responseSchema(() =>
  z.object({ dry: score, oily: score, sensitive: score }),
);
export const skinMetrics = /* @__PURE__ */ responseSchema(() =>
  z.object({ hydration: score, texture: score, pigmentation: score }),
);
/** What the engine measures and names on a face (functions/src/skin-engine/concerns-and-type/concerns.ts). */
export const concernKey = /* @__PURE__ */ schema(() =>
  z.enum([
    'acne',
    'hyperpigmentation',
    'fine_lines',
    'redness',
    'enlarged_pores',
    'dark_circles',
    'oiliness',
    'uneven_tone',
    'wrinkles',
    'eye_bags',
    'dullness',
    'rough_texture',
  ]),
);
export type ConcernKey = z.infer<typeof concernKey>;
/** Below this confidence a concern is greyed on the result screen and drives no recommendation. */
export const CONCERN_LOW_CONFIDENCE = 0.5;
export const concern = /* @__PURE__ */ responseSchema(() =>
  z.object({
    key: concernKey,
    name: z.string(),
    /** 0–100, higher is more visible. */
    severity: score,
    /** pt-BR sentence with the level (leve, moderada, acentuada). */
    description: z.string(),
    /** Keys of the zones it was measured on (absent on analyses made before engine 2). */
    zones: z.optional(z.array(z.string())),
    /** 0–1: how much of its zones was seen and how steady the measure is; below 0.5 the screen greys it. */
    confidence: z.optional(z.number().check(z.gte(0), z.lte(1))),
    /** pt-BR reason when the confidence is low or the concern could not be measured. */
    confidenceNote: z.optional(z.string()),
  }),
);
export type Concern = z.infer<typeof concern>;
export const recommendation = /* @__PURE__ */ responseSchema(() =>
  z.object({
    /** pt-BR label shown to the user. */
    category: z.string(),
    reason: z.string(),
    /** Catalog category the products strip can filter on. */
    productCategory: productCategory,
    /** The concern that led to it (absent for the daily basics). */
    concern: z.optional(concernKey),
  }),
);
export type Recommendation = z.infer<typeof recommendation>;
/**
 * The names of a zone's raw measurements (the engine's ZoneRaw, functions/src/skin-engine/measure-zones/zone-measures.ts,
 * where each is explained): declared here so the result screen names every one of them in pt-BR. `raw` stays an
 * open record, since analyses stored by earlier engines may hold other names.
 */
export const ZONE_RAW_KEYS = [
  'skinPixels',
  'skinShare',
  'lightness',
  'redness',
  'yellowness',
  'ita',
  'erythemaIndex',
  'shineShare',
  'textureRms',
  'lineResponse',
  'wrinkleResponse',
  'chroma',
  'sheenContrast',
  'verticalShade',
  'poreResponse',
  'redSpotResponse',
  'darkSpotResponse',
  'lightnessSpread',
] as const;
export type ZoneRawKey = (typeof ZONE_RAW_KEYS)[number];
export const zone = /* @__PURE__ */ responseSchema(() =>
  z.object({
    key: z.string(),
    name: z.string(),
    /** Outline in the analysed image, x and y normalized 0–1. */
    polygon: z.array(z.tuple([z.number(), z.number()])),
    raw: z.record(z.string(), z.number()),
    /** False when the zone was left out (covered, or turned away from the camera); see `notMeasuredReason`. */
    measured: z.optional(z.boolean()),
    /** 0–1: how squarely the zone faced the camera (mean cosine of its surface normals with the view). */
    facing: z.optional(z.number()),
    notMeasuredReason: z.optional(z.string()),
  }),
);
/** 'Qualidade da foto': 0–100 with its parts (shared/src/photo-quality.ts). */
export const photoQuality = /* @__PURE__ */ responseSchema(() =>
  z.object({
    score: score,
    parts: z.object({ pose: score, light: score, sharpness: score, size: score, colour: score }),
    /** Head pose in degrees, as measured from the 3D mesh. */
    yawDegrees: z.number(),
    pitchDegrees: z.number(),
    rollDegrees: z.number(),
  }),
);
export type PhotoQuality = z.infer<typeof photoQuality>;
/** The six headline numbers: the skin-type rule's three and the three metrics. */
export const headlineKey = /* @__PURE__ */ schema(() =>
  z.enum(['dry', 'oily', 'sensitive', 'hydration', 'texture', 'pigmentation']),
);
export type HeadlineKey = z.infer<typeof headlineKey>;
export const numberBand = /* @__PURE__ */ schema(() => z.enum(['baixo', 'médio', 'alto']));
/**
 * How a headline number is shown: its value is the face's place among reference faces (0–100), said in words
 * (`relative`); a number that does not repeat across photos of the same person (ICC(1) under
 * READING_MIN_REPEATABILITY on the engine's repeat-photo set) is shown only as its band, with why.
 */
export const numberReading = /* @__PURE__ */ responseSchema(() =>
  z.object({
    key: headlineKey,
    value: score,
    display: z.enum(['percent', 'band']),
    band: numberBand,
    /** pt-BR: the value against the reference faces ('mais brilho que 7 em cada 10 peles de referência'). */
    relative: z.string(),
    /** ICC(1) of the number across photos of the same person (functions/bench/population-bench.ts). */
    repeatability: z.number(),
    /** pt-BR: the confidence and its reason, when shown as a band. */
    note: z.optional(z.string()),
  }),
);
export type NumberReading = z.infer<typeof numberReading>;
/** Below this repeatability (ICC(1)) a number is shown as a band, not as a precise value. */
export const READING_MIN_REPEATABILITY = 0.3;
/**
 * The headline numbers of an analysis that are shown as a band, each with its band (from its readings): what
 * the screens without the full readings (history, profile, progress) need to follow the same rule. A number
 * absent here is shown as its value; analyses made before engine 3 have none.
 */
export const headlineBands = /* @__PURE__ */ responseSchema(() => z.partialRecord(headlineKey, numberBand));
export type HeadlineBands = z.infer<typeof headlineBands>;
export const bandsOf = (readings: readonly NumberReading[] | undefined): HeadlineBands =>
  Object.fromEntries((readings ?? []).filter((r) => r.display === 'band').map((r) => [r.key, r.band]));

/** Skin tone as ITA° (Chardon 1991); informative, not a concern. */
const skinTone = /* @__PURE__ */ responseSchema(() => z.object({ ita: z.number(), category: z.string() }));
const imageSize = /* @__PURE__ */ responseSchema(() => z.object({ width: z.number(), height: z.number() }));

/**
 * What the analyzer hands back and the table keeps for a complete analysis. The engine's own result type
 * extends this one (it adds its working measures); the stored record and the view below are built from it.
 */
export const analysisResult = /* @__PURE__ */ responseSchema(() =>
  z.object({
    engineVersion: z.string(),
    skinType: skinTypeName,
    skinTypeDescription: z.string(),
    scores: skinScores,
    /** 0–100, higher is better: estimated hydration, smoothness, evenness of tone. */
    metrics: skinMetrics,
    /** Hydration is not measurable from a photo: it is estimated, and the product says so. */
    hydrationIsEstimate: z.boolean(),
    /** The headline numbers as the result screen shows them (absent on analyses made before engine 3). */
    readings: z.optional(z.array(numberReading)),
    concerns: z.array(concern),
    recommendations: z.array(recommendation),
    zones: z.array(zone),
    skinTone: z.optional(skinTone),
    quality: z.object({ warnings: z.array(z.string()), photo: z.optional(photoQuality) }),
    /** Size of the image analysed (after orientation and the long-side cap). */
    image: imageSize,
  }),
);
export type AnalysisResult = z.infer<typeof analysisResult>;

/**
 * The face photo of an analysis: `available` (imageUrl links it), `expired` (deleted by the retention rule,
 * PHOTO_RETENTION_DAYS after it was kept), `revoked` (deleted when the consent was withdrawn), `none` (never
 * kept: the upload could not be read). The numbers stay in every case.
 */
export const photoStatus = /* @__PURE__ */ schema(() => z.enum(['available', 'expired', 'revoked', 'none']));
export type PhotoStatus = z.infer<typeof photoStatus>;

/** An analysis's fields: the history rows take some of them. */
const analysisFields = () => ({
  id: z.string(),
  status: analysisStatus,
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  /** pt-BR reason when the photo could not be analysed (quality gate), null otherwise. */
  failureReason: z.nullable(z.string()),
  failureCode: z.nullable(z.string()),
  /** Presigned link of a few minutes to the re-encoded photo; null once the photo is gone. */
  imageUrl: z.nullable(z.string()),
  photoStatus,
  /** When the retention rule deletes the photo; null when there is none to delete. */
  photoDeleteAfter: z.nullable(z.string()),
  skinType: z.nullable(skinTypeName),
  skinTypeDescription: z.nullable(z.string()),
  scores: z.nullable(skinScores),
  metrics: z.nullable(skinMetrics),
  hydrationIsEstimate: z.boolean(),
  /** Empty for analyses made before engine 3. */
  readings: z.array(numberReading),
  concerns: z.array(concern),
  recommendations: z.array(recommendation),
  zones: z.array(zone),
  skinTone: z.nullable(skinTone),
  qualityWarnings: z.array(z.string()),
  /** Null for failed analyses and those made before engine 2. */
  photoQuality: z.nullable(photoQuality),
  image: z.nullable(imageSize),
  engineVersion: z.nullable(z.string()),
  improvements: z.array(z.string()),
});

/** One analysis as its owner sees it; results are null until `status` is `complete`. */
export const analysis = /* @__PURE__ */ responseSchema(() => z.object(analysisFields()));
export type Analysis = z.infer<typeof analysis>;

/** History rows: the numbers without zones and photo, so a thousand of them stay light. */
export const analysisSummary = /* @__PURE__ */ responseSchema(() => {
  const { id, status, createdAt, completedAt, failureReason, skinType, scores, metrics, concerns } =
    analysisFields();
  return z.object({
    id,
    status,
    createdAt,
    completedAt,
    failureReason,
    skinType,
    scores,
    metrics,
    concerns,
    bands: headlineBands,
  });
});
export type AnalysisSummary = z.infer<typeof analysisSummary>;

export const analysisUploadBody = /* @__PURE__ */ schema(() =>
  z.object({
    contentType: imageContentType,
    size: z.number({ error: 'Informe o tamanho do arquivo.' }).check(z.int(), z.positive()),
  }),
);
export const analysisUpload = presignedUpload;
export const createAnalysisBody = /* @__PURE__ */ schema(() =>
  z.object({
    imageKey: idText(512, 'Por favor, selecione uma imagem para análise.'),
  }),
);
export const analysisAccepted = /* @__PURE__ */ responseSchema(() =>
  z.object({ id: z.string(), status: z.literal('processing') }),
);
const historyLimitMessage = `O limite deve ser de 1 a ${ANALYSIS_HISTORY_LIMIT}.`;
export const historyQuery = /* @__PURE__ */ schema(() =>
  z.object({
    limit: z._default(
      z.pipe(
        numberText(historyLimitMessage),
        z
          .number()
          .check(
            z.gte(1, { error: historyLimitMessage }),
            z.lte(ANALYSIS_HISTORY_LIMIT, { error: historyLimitMessage }),
          ),
      ),
      ANALYSIS_HISTORY_LIMIT,
    ),
  }),
);
export const analysisIdParams = /* @__PURE__ */ schema(() => z.object({ id: idText(64) }));
export const improvementsBody = /* @__PURE__ */ schema(() =>
  z.object({
    improvements: z.array(text(200).check(z.minLength(1))).check(z.maxLength(50)),
  }),
);

/** Latest complete analysis; `results.skinType` carries the numbers the skin-type rule compares (spec 3). */
export const latestAnalysis = /* @__PURE__ */ responseSchema(() =>
  z.nullable(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      skinType: skinTypeName,
      metrics: skinMetrics,
      bands: headlineBands,
      concerns: z.array(concern),
      results: z.object({ skinType: skinScores }),
    }),
  ),
);

/** A metric between the first and the latest comparable analyses; a band where that analysis shows one. */
const trend = /* @__PURE__ */ responseSchema(() =>
  z.object({
    first: score,
    latest: score,
    delta: z.number(),
    firstBand: z.optional(numberBand),
    latestBand: z.optional(numberBand),
  }),
);
export const progressMetric = /* @__PURE__ */ schema(() => z.enum(['hydration', 'texture', 'pigmentation']));
export const progress = /* @__PURE__ */ responseSchema(() =>
  z.object({
    /**
     * Percent change of the overall skin score (the mean of `improvementMetrics`) between the first and the latest
     * comparable analyses; null with fewer than two, or when every metric is a band in one of them.
     */
    improvement: z.nullable(z.number()),
    /** The metrics the improvement averages: those shown as a value, not a band, in both analyses compared. */
    improvementMetrics: z.array(progressMetric),
    analysesCount: z.number().check(z.int()),
    comparableCount: z.number().check(z.int()),
    trends: z.nullable(z.object({ hydration: trend, texture: trend, pigmentation: trend })),
    series: z.array(
      z.object({
        id: z.string(),
        createdAt: z.string(),
        metrics: skinMetrics,
        bands: headlineBands,
        skinType: skinTypeName,
      }),
    ),
  }),
);
export type Progress = z.infer<typeof progress>;

export const analysisSummaryList = /* @__PURE__ */ responseSchema(() => z.array(analysisSummary));
export const analysisDeleted = /* @__PURE__ */ responseSchema(() => z.object({ deleted: z.literal(true) }));
