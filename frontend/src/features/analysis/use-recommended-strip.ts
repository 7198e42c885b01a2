import { RECOMMENDED_PRODUCTS_SHOWN } from '@pele/shared/constants';
import { categoryLabel, useRecommendedProducts } from '../products';
import type { StripProduct } from './fallback-products';

/** The result strip's 2 products from the catalog's ranking for the latest analysis (spec 2.7). */
export const useRecommendedStrip = (enabled = true): StripProduct[] => {
  const recommended = useRecommendedProducts(RECOMMENDED_PRODUCTS_SHOWN, { enabled });
  return (recommended.data?.data ?? []).map((product) => ({
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: categoryLabel(product.category),
    imageUrl: product.imageUrl,
    reason: product.recommendationReason,
    match: product.recommendationScore,
  }));
};
