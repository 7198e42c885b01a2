import type { CreateProductBody, UpdateProductBody } from '@pele/shared/schemas/admin';
import type { ProductRecord } from '../products/product-record';

/** The catalog fields staff edit, in the order the audit trail lists them. */
export const PRODUCT_FIELDS = [
  'name',
  'brand',
  'category',
  'description',
  'price',
  'originalPrice',
  'countInStock',
  'howToUse',
  'purchaseUrl',
  'ingredients',
  'benefits',
  'skinTypes',
  'concerns',
  'tags',
  'imageKey',
] as const satisfies readonly (keyof ProductRecord)[];

/** 'Sérum Vitamina C 10%' → 'serum-vitamina-c-10': readable ids like the seed's, made unique by a suffix. */
export const productSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'produto';

/** A new product from the admin form: no reviews yet. */
export const newProductRecord = (
  body: CreateProductBody,
  input: { id: string; imageKey: string },
  now: Date,
): ProductRecord => ({
  id: input.id,
  name: body.name,
  brand: body.brand,
  category: body.category,
  description: body.description,
  price: body.price,
  originalPrice: body.originalPrice ?? null,
  countInStock: body.countInStock,
  howToUse: body.howToUse ?? '',
  purchaseUrl: body.purchaseUrl ?? null,
  ingredients: body.ingredients ?? [],
  benefits: body.benefits ?? [],
  skinTypes: body.skinTypes ?? [],
  concerns: body.concerns ?? [],
  tags: body.tags ?? [],
  imageKey: input.imageKey,
  ratingTotal: 0,
  numReviews: 0,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
  deletedAt: null,
});

/**
 * The product after an edit: only the fields that came change (spec 5: the form leaves out empty text and a
 * zero price, and always sends the stock); ratings and dates of creation never change here.
 */
export const editedProduct = (
  current: ProductRecord,
  body: UpdateProductBody,
  imageKey: string,
  now: Date,
): ProductRecord => {
  const { imageKey: _upload, removeImage: _remove, ...fields } = body;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...current, ...given, imageKey, updatedAt: now.toISOString() } as ProductRecord;
};
