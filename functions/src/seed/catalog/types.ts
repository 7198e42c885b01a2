import type { SkinConcernKey } from '../../domain/products/skin-concerns';

export const CATALOG_CATEGORIES = [
  'cleansers',
  'toners',
  'serums',
  'moisturizers',
  'sunscreens',
  'masks',
] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

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
