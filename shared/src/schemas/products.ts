import * as z from 'zod/mini';
import { PRICE_SLIDER, RATING_SCALE } from '../constants';
import { idText, numberText, preprocess, text } from './common';
import { responseSchema, schema } from './schema';

/** Consumer product grid page size (the spec leaves it to the design). */
export const PRODUCT_PAGE_SIZE = 12;
export const PRODUCT_PAGE_SIZE_MAX = 50;
export const RECOMMENDED_LIMIT_DEFAULT = 10;
export const RECOMMENDED_LIMIT_MAX = 50;

export const productMessages = {
  notFound: 'Produto não encontrado.',
  page: 'A página deve ser um número inteiro a partir de 1.',
  limit: `O limite deve ser um número inteiro de 1 a ${PRODUCT_PAGE_SIZE_MAX}.`,
  category: 'Categoria inválida.',
  skinType: 'Tipo de pele inválido. Use Seca, Oleosa, Mista, Sensível ou Normal.',
  concern: 'Preocupação de pele desconhecida.',
  keyword: 'A busca deve ter no máximo 100 caracteres.',
  price: 'O preço deve ser um número maior ou igual a 0.',
  priceRange: 'O preço mínimo não pode ser maior que o preço máximo.',
  minRating: `A avaliação mínima deve ser um número de 0 a ${RATING_SCALE.max}.`,
  sort: 'Ordenação inválida. Use relevance, match, price_asc, price_desc, rating, reviews ou name.',
  noAnalysis: 'Faça sua análise de pele para receber recomendações personalizadas.',
  allergyTerm: 'Cada ingrediente deve ter de 1 a 60 caracteres.',
  allergyList: 'Informe no máximo 50 ingredientes a evitar.',
  allergiesRequired: 'Informe a lista de ingredientes a evitar (allergies).',
} as const;

/**
 * Every catalog category (spec 2.14's admin list): the list filters on them, the analyzer recommends them,
 * the seed files its products under them. The consumer tabs show a few of them (spec 2.9).
 */
export const PRODUCT_CATEGORIES = [
  'cleansers',
  'toners',
  'serums',
  'moisturizers',
  'sunscreens',
  'masks',
  'other',
] as const;
export const productCategory = /* @__PURE__ */ schema(() =>
  z.enum(PRODUCT_CATEGORIES, { error: productMessages.category }),
);
export type ProductCategory = z.infer<typeof productCategory>;
/** `match`: the caller's compatibility for their latest analysis, highest first (the 'Recomendados' tab). */
export const PRODUCT_SORTS = [
  'relevance',
  'match',
  'price_asc',
  'price_desc',
  'rating',
  'reviews',
  'name',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Query values arrive as text; blanks mean "not given", so a cleared filter field is not an error. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const intParam = (message: string, max?: number) => {
  const n = z.number().check(z.gte(1, { error: message }));
  return z.pipe(numberText(message), max === undefined ? n : n.check(z.lte(max, { error: message })));
};
const price = () =>
  z.pipe(
    numberText(productMessages.price, { fraction: true }),
    z
      .number()
      .check(
        z.gte(PRICE_SLIDER.min, { error: productMessages.price }),
        z.lte(100_000, { error: productMessages.price }),
      ),
  );
const optionalText = (max: number, message: string) =>
  preprocess(blankToUndefined, z.optional(text(max, { error: message, tooLong: message })));

export const listProductsQuery = /* @__PURE__ */ schema(() =>
  z
    .object({
      page: preprocess(blankToUndefined, z._default(intParam(productMessages.page), 1)),
      limit: preprocess(
        blankToUndefined,
        z._default(intParam(productMessages.limit, PRODUCT_PAGE_SIZE_MAX), PRODUCT_PAGE_SIZE),
      ),
      category: preprocess(
        (v) => (v === 'recommended' ? undefined : blankToUndefined(v)),
        z.optional(productCategory),
      ),
      /** Folded and checked against the catalog's skin types by the handler. */
      skinType: optionalText(40, productMessages.skinType),
      /** A concern key ('acne') or its pt-BR name ('Tendência a Acne'); resolved by the handler. */
      concern: optionalText(60, productMessages.concern),
      keyword: optionalText(100, productMessages.keyword),
      minPrice: preprocess(blankToUndefined, z.optional(price())),
      maxPrice: preprocess(blankToUndefined, z.optional(price())),
      minRating: preprocess(
        blankToUndefined,
        z.optional(
          z.pipe(
            numberText(productMessages.minRating, { fraction: true }),
            z.number().check(z.lte(RATING_SCALE.max, { error: productMessages.minRating })),
          ),
        ),
      ),
      sort: preprocess(
        blankToUndefined,
        z._default(z.enum(PRODUCT_SORTS, { error: productMessages.sort }), 'relevance'),
      ),
    })
    .check(
      z.refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
        error: productMessages.priceRange,
        path: ['minPrice'],
      }),
    ),
);
export type ListProductsQuery = z.output<typeof listProductsQuery>;

export const productIdParams = /* @__PURE__ */ schema(() =>
  z.object({
    id: idText(128, productMessages.notFound),
  }),
);

export const ingredientAlert = /* @__PURE__ */ responseSchema(() =>
  z.object({ ingredient: z.string(), reason: z.string() }),
);

/** A product's fields: the detail adds its own to them. */
const productFields = () => ({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  /** Public illustration under /media/ (the same address in all three spellings the spec names). */
  image: z.string(),
  imageUrl: z.string(),
  image_url: z.string(),
  price: z.number(),
  originalPrice: z.nullable(z.number()),
  /** Average of the product's reviews, one decimal; 0 without reviews. */
  rating: z.number(),
  numReviews: z.number().check(z.int()),
  description: z.string(),
  ingredients: z.array(z.string()),
  benefits: z.array(z.string()),
  howToUse: z.string(),
  skinTypes: z.array(z.string()),
  /** Concern keys; `concernLabels` has their pt-BR names in the same order. */
  concerns: z.array(z.string()),
  concernLabels: z.array(z.string()),
  tags: z.array(z.string()),
  isSaved: z.boolean(),
  /**
   * The caller's match for this product, 0–100: the one compatibility number of every screen (lists,
   * recommendations, detail, the analysis result). Null when the caller has no complete analysis.
   */
  recommendationScore: z.nullable(z.number()),
  recommendationReason: z.nullable(z.string()),
  /** Ingredients of the caller's avoid list this product contains; empty when none. */
  alerts: z.array(ingredientAlert),
  hasAlert: z.boolean(),
  /** No unit left: the screens show 'Esgotado' instead of 'Adicionar', and the cart refuses it. */
  soldOut: z.boolean(),
});

/** The consumer's product (spec 3), plus the avoid-list alerts that flag it everywhere it appears. */
export const product = /* @__PURE__ */ responseSchema(() => z.object(productFields()));
export type Product = z.infer<typeof product>;

export const productPage = /* @__PURE__ */ responseSchema(() =>
  z.object({
    data: z.array(product),
    page: z.number().check(z.int()),
    pages: z.number().check(z.int()),
    total: z.number().check(z.int()),
  }),
);

export const compatibility = /* @__PURE__ */ responseSchema(() =>
  z.object({
    score: z.number(),
    reasons: z.array(z.string()),
    alerts: z.array(ingredientAlert),
    warnings: z.array(z.string()),
    /** False when the caller has no complete analysis: only the avoid list and the product were judged. */
    basedOnAnalysis: z.boolean(),
    skinType: z.nullable(z.string()),
  }),
);

export const productDetail = /* @__PURE__ */ responseSchema(() =>
  z.object({
    ...productFields(),
    compatibility,
    /** Same category, none of the ingredients this product was flagged for, best fit first. */
    alternatives: z.array(product),
  }),
);
export type ProductDetail = z.infer<typeof productDetail>;

export const recommendedQuery = /* @__PURE__ */ schema(() =>
  z.object({
    limit: preprocess(
      blankToUndefined,
      z._default(intParam(productMessages.limit, RECOMMENDED_LIMIT_MAX), RECOMMENDED_LIMIT_DEFAULT),
    ),
    category: preprocess(
      (v) => (v === 'recommended' ? undefined : blankToUndefined(v)),
      z.optional(productCategory),
    ),
  }),
);

export const recommended = /* @__PURE__ */ responseSchema(() =>
  z.object({
    /** False without a complete analysis: `data` is empty and `message` says what to do (the UI's empty state). */
    hasAnalysis: z.boolean(),
    message: z.nullable(z.string()),
    analysisId: z.nullable(z.string()),
    analyzedAt: z.nullable(z.string()),
    skinType: z.nullable(z.string()),
    data: z.array(product),
  }),
);

export const savedState = /* @__PURE__ */ responseSchema(() =>
  z.object({ productId: z.string(), isSaved: z.boolean() }),
);

export const productList = /* @__PURE__ */ responseSchema(() => z.array(product));
