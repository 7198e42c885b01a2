import { PRODUCT_CATEGORIES, type ProductCategory } from '@pele/shared/schemas/products';
import type { SkinConcernKey } from '../../domain/products/skin-concerns';

/** The sample catalog fills every category but the catch-all 'other'. */
export type CatalogCategory = Exclude<ProductCategory, 'other'>;
export const CATALOG_CATEGORIES = PRODUCT_CATEGORIES.filter(
  (category): category is CatalogCategory => category !== 'other',
);

export const CATALOG_SKIN_TYPES = ['oleosa', 'seca', 'mista', 'sensível', 'normal'] as const;
export type CatalogSkinType = (typeof CATALOG_SKIN_TYPES)[number];

/** A product of the seeded sample catalog. Brands are invented for the sample data. */
export interface CatalogProduct {
  /** Stable slug; also the image's name. */
  id: string;
  name: string;
  brand: string;
  category: CatalogCategory;
  /** BRL. */
  price: number;
  originalPrice?: number;
  description: string;
  howToUse: string;
  benefits: string[];
  /** INCI list in label order (decreasing amount). */
  ingredients: string[];
  skinTypes: CatalogSkinType[];
  concerns: SkinConcernKey[];
  tags: string[];
  countInStock: number;
  /** Key of the generated illustration (see product-image.ts), served later under /media/. */
  imageKey: string;
}
