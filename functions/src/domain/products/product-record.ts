import type { ProductCategory } from '@pele/shared/schemas/products';
import type { MatchableProduct } from './types';

/**
 * A product as the table keeps it. The catalog fields come from the seed (and later the admin area);
 * `ratingTotal` and `numReviews` change only inside review transactions, with atomic ADD, so the
 * average is always total ÷ count of the reviews that exist.
 */
export interface ProductRecord extends MatchableProduct {
  id: string;
  name: string;
  brand: string;
  category: ProductCategory;
  price: number;
  originalPrice: number | null;
  description: string;
  howToUse: string;
  benefits: string[];
  ingredients: string[];
  skinTypes: string[];
  concerns: string[];
  tags: string[];
  countInStock: number;
  /** Key under the public media prefix, e.g. `catalog/<id>.svg`. */
  imageKey: string;
  /** Where to buy it outside the app (spec 3's purchase_url); null when the app sells it. */
  purchaseUrl: string | null;
  ratingTotal: number;
  numReviews: number;
  createdAt: string;
  updatedAt: string;
  /** Set when staff deleted it: no list or new order finds it; past orders and reviews still read it. */
  deletedAt: string | null;
}

/** Exact average of the ratings; 0 without reviews. */
export const averageRating = (ratingTotal: number, numReviews: number): number =>
  numReviews > 0 ? ratingTotal / numReviews : 0;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** The product card's rating: one decimal, as the stars show it. */
export const displayRating = (p: Pick<ProductRecord, 'ratingTotal' | 'numReviews'>) =>
  roundTo(averageRating(p.ratingTotal, p.numReviews), 1);

/** The reviews summary's average: two decimals, enough to tell 4.25 from 4.3. */
export const summaryAverage = (p: Pick<ProductRecord, 'ratingTotal' | 'numReviews'>) =>
  roundTo(averageRating(p.ratingTotal, p.numReviews), 2);
