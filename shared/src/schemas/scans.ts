import * as z from 'zod/mini';
import { idText, text } from './common';
import { responseSchema, schema } from './schema';

/**
 * The label scanner ('Escanear rótulo'): the text of a product's ingredient list, read from a photo in the
 * browser (tesseract.js) or pasted, becomes a saved scan: each ingredient recognised against the INCI dictionary
 * (CosIng and the project's own data), explained in pt-BR and flagged for the person.
 */
export const SCAN_TEXT_MAX = 6000;
/** Scans a person keeps; the oldest is not dropped: over it a new scan is refused until one is deleted. */
export const SCANS_KEPT_MAX = 200;
/** Below this OCR confidence (0–100) a photo with no list found is called unreadable rather than listless. */
export const SCAN_READABLE_CONFIDENCE = 55;

export const scanMessages = {
  text: `Envie o texto do rótulo, com até ${SCAN_TEXT_MAX} caracteres.`,
  source: 'Origem inválida: use "photo" ou "text".',
  confidence: 'A confiança da leitura vai de 0 a 100.',
  unreadable:
    'Não conseguimos ler o rótulo. Aproxime a câmera até a lista ocupar a tela, use mais luz (sem reflexo) e deixe o rótulo reto, sem dobras.',
  noList:
    'Não encontramos uma lista de ingredientes nesta foto. Fotografe a parte do rótulo que começa com "Ingredients" ou "Ingredientes".',
  noListText:
    'Não encontramos ingredientes neste texto. Cole a lista do rótulo, com os nomes separados por vírgulas.',
  notFound: 'Leitura não encontrada.',
  tooMany: `Você já tem ${SCANS_KEPT_MAX} leituras salvas. Exclua algumas para escanear outro rótulo.`,
  loadFailed: 'Erro ao carregar suas leituras de rótulos.',
  deleteFailed: 'Não foi possível excluir a leitura. Tente novamente.',
  ocrFailed: 'Não foi possível ler a foto neste aparelho. Tente novamente ou cole o texto do rótulo.',
} as const;

export const scanSource = /* @__PURE__ */ schema(() =>
  z.enum(['photo', 'text'], { error: scanMessages.source }),
);

/** `POST /api/scans`. */
export const createScanBody = /* @__PURE__ */ schema(() =>
  z.object({
    text: text(SCAN_TEXT_MAX, {
      error: scanMessages.text,
      tooLong: scanMessages.text,
      multiline: true,
    }).check(
      z.minLength(1, {
        error: scanMessages.text,
      }),
    ),
    source: scanSource,
    /** tesseract.js's mean confidence for a photo (0–100); tells an unreadable photo from one with no list. */
    ocrConfidence: z.optional(
      z
        .number({ error: scanMessages.confidence })
        .check(z.gte(0, { error: scanMessages.confidence }), z.lte(100, { error: scanMessages.confidence })),
    ),
  }),
);

export const scanFlagKind = /* @__PURE__ */ responseSchema(() =>
  z.enum(['avoid', 'allergen', 'pregnancy', 'conflict', 'skin_misfit', 'skin_fit']),
);
export type ScanFlagKind = z.infer<typeof scanFlagKind>;

export const scanFlag = /* @__PURE__ */ responseSchema(() =>
  z.object({
    kind: scanFlagKind,
    /** pt-BR, for this person. */
    text: z.string(),
  }),
);

export const scanIngredient = /* @__PURE__ */ responseSchema(() =>
  z.object({
    /** Order on the label, from 1. */
    position: z.number().check(z.int()),
    /** As read from the label. */
    raw: z.string(),
    /** The INCI name recognised; null: not recognised (shown as such, never guessed). */
    inci: z.nullable(z.string()),
    /** pt-BR name for the common ones (the team's data); null otherwise. */
    name: z.nullable(z.string()),
    /** pt-BR: what it does in the formula. */
    does: z.nullable(z.string()),
    /** How it was recognised: the name itself, once OCR's confusions were undone, or a few letters off. */
    match: z.nullable(z.enum(['exact', 'ocr', 'near'])),
    /** Listed under '+/-' / 'pode conter'. */
    mayContain: z.boolean(),
    flags: z.array(scanFlag),
  }),
);
export type ScanIngredient = z.infer<typeof scanIngredient>;

export const scanAlternative = /* @__PURE__ */ responseSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    brand: z.string(),
    image: z.nullable(z.string()),
    /** Share of the scanned list's recognised ingredients the product also has, 0–100. */
    similarity: z.number().check(z.int()),
  }),
);

export const scanSummary = /* @__PURE__ */ responseSchema(() =>
  z.object({
    total: z.number().check(z.int()),
    recognised: z.number().check(z.int()),
    unrecognised: z.number().check(z.int()),
    /** Ingredients with at least one flag other than a good fit. */
    flagged: z.number().check(z.int()),
    /** pt-BR lines: what to watch, most important first. */
    watch: z.array(z.string()),
  }),
);

export const scan = /* @__PURE__ */ responseSchema(() =>
  z.object({
    id: z.string(),
    createdAt: z.string(),
    source: scanSource,
    /** The first recognised names, for the history list. */
    title: z.string(),
    summary: scanSummary,
    ingredients: z.array(scanIngredient),
    /** Catalog products with the most similar list and none of the flagged ingredients. */
    alternatives: z.array(scanAlternative),
    /** Whether a measured skin (the latest analysis) was used for the fit flags. */
    basedOnAnalysis: z.boolean(),
  }),
);
export type Scan = z.infer<typeof scan>;

export const scanListItem = /* @__PURE__ */ responseSchema(() =>
  z.object({
    id: z.string(),
    createdAt: z.string(),
    source: scanSource,
    title: z.string(),
    recognised: z.number().check(z.int()),
    total: z.number().check(z.int()),
    flagged: z.number().check(z.int()),
  }),
);
export type ScanListItem = z.infer<typeof scanListItem>;

export const scanList = /* @__PURE__ */ responseSchema(() => z.object({ scans: z.array(scanListItem) }));
export const scanIdParams = /* @__PURE__ */ schema(() => z.object({ id: idText(64, scanMessages.notFound) }));
export const scanDeleted = /* @__PURE__ */ responseSchema(() => z.object({ id: z.string() }));
