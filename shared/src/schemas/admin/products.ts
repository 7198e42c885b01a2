import * as z from 'zod/mini';
import { cleanLineText } from '../../clean-text';
import { brlPrice, idText, imageContentType, preprocess, presignedUpload, text } from '../common';
import { PRODUCT_CATEGORIES, productCategory } from '../products';
import { schema } from '../schema';
import { adminMessages } from './admin-words';
import { blankToUndefined, pageQuery, pagination, searchText } from './paging';

const listItem = /* @__PURE__ */ schema(() =>
  text(200, { error: adminMessages.listItem, tooLong: adminMessages.listItem }).check(
    z.minLength(1, {
      error: adminMessages.listItem,
    }),
  ),
);
/**
 * Blanks dropped, duplicates kept once (spec 5: tags trimmed and empty ones dropped; ingredients unique).
 * Cleaned before comparing, so two spellings of one word that differ only in invisible characters are one.
 */
const textList = /* @__PURE__ */ schema(() =>
  preprocess(
    (value) =>
      Array.isArray(value)
        ? [
            ...new Set(
              value
                .map((item) => (typeof item === 'string' ? cleanLineText(item).trim() : item))
                .filter((item) => item !== ''),
            ),
          ]
        : value,
    z.array(listItem).check(z.maxLength(100, { error: adminMessages.listSize })),
  ),
);
const money = /* @__PURE__ */ schema(() =>
  brlPrice(100_000, { range: adminMessages.price, centavos: adminMessages.centavos }),
);
const stock = /* @__PURE__ */ schema(() =>
  z
    .number({ error: adminMessages.stock })
    .check(
      z.int({ error: adminMessages.stock }),
      z.gte(0, { error: adminMessages.stock }),
      z.lte(1_000_000, { error: adminMessages.stock }),
    ),
);
const requiredField = (message: string, max: number, options: { multiline?: boolean } = {}) =>
  text(max, { error: message, ...options }).check(z.minLength(1, { error: message }));
const optionalText = (max: number) => text(max, { multiline: true });
const purchaseUrl = /* @__PURE__ */ schema(() =>
  preprocess(
    blankToUndefined,
    z.optional(
      z.nullable(text(500).check(z.regex(/^https:\/\/[^\s]+$/, { error: adminMessages.purchaseUrl }))),
    ),
  ),
);

export const adminProductsQuery = /* @__PURE__ */ schema(() =>
  z.extend(pageQuery, {
    search: searchText,
    category: preprocess(blankToUndefined, z.optional(productCategory)),
    /** Comma-separated; a product matches when it has every tag (case-insensitive). */
    tags: preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean)
          : value,
      z.optional(z.array(text(60)).check(z.maxLength(10, { error: adminMessages.tags }))),
    ),
  }),
);

/** Spec 3's product form payload (camelCase); the image is a key from the image upload, not a file. */
export const productFields = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredField(adminMessages.name, 200),
    brand: requiredField(adminMessages.brand, 100),
    description: requiredField(adminMessages.description, 5000, { multiline: true }),
    category: z.enum(PRODUCT_CATEGORIES, { error: adminMessages.category }),
    price: money,
    originalPrice: z.optional(z.nullable(money)),
    countInStock: stock,
    howToUse: z.optional(optionalText(3000)),
    purchaseUrl,
    ingredients: z.optional(textList),
    benefits: z.optional(textList),
    skinTypes: z.optional(textList),
    concerns: z.optional(textList),
    tags: z.optional(textList),
    /** The `key` a product image upload answered; the server checks and re-encodes it. */
    imageKey: z.optional(idText(512)),
  }),
);
export const createProductBody = productFields;
export type CreateProductBody = z.output<typeof createProductBody>;
/** Spec 5: on update only changed fields come; `removeImage` goes back to the generated illustration. */
export const updateProductBody = /* @__PURE__ */ schema(() =>
  z.extend(z.partial(productFields), { removeImage: z.optional(z.boolean()) }).check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: adminMessages.nothingToChange,
    }),
  ),
);
export type UpdateProductBody = z.output<typeof updateProductBody>;

export const productImageUploadBody = /* @__PURE__ */ schema(() =>
  z.object({
    contentType: imageContentType,
    size: z.number({ error: 'Informe o tamanho do arquivo.' }).check(z.int(), z.positive()),
  }),
);
export const productImageUpload = presignedUpload;

/** Spec 3's admin view of a product (snake_case, as the panel reads it). */
export const adminProduct = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    brand: z.string(),
    category: z.string(),
    price: z.number(),
    original_price: z.nullable(z.number()),
    count_in_stock: z.number().check(z.int()),
    ingredients: z.array(z.string()),
    benefits: z.array(z.string()),
    how_to_use: z.string(),
    skin_types: z.array(z.string()),
    concerns: z.array(z.string()),
    tags: z.array(z.string()),
    purchase_url: z.nullable(z.string()),
    /** Relative path served by the product (`/media/...`). */
    image_url: z.string(),
    rating: z.number(),
    num_reviews: z.number().check(z.int()),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductPage = /* @__PURE__ */ schema(() =>
  z.object({ products: z.array(adminProduct), pagination }),
);
export const deletedProduct = /* @__PURE__ */ schema(() =>
  z.object({ deleted: z.literal(true), id: z.string() }),
);
