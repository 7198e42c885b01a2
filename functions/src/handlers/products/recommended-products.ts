import { recommendedProducts } from '@pele/shared/routes/products';
import { productMessages } from '@pele/shared/schemas/products';
import { recommend } from '../../domain/products/recommend';
import { createHandler } from '../../middleware/create-handler';
import { catalogCache } from '../../services/catalog-index';
import { presentProduct } from '../../services/product-view';
import { loadShopper } from '../../services/shopper';

/**
 * Products ranked for the latest complete analysis and the avoid list (domain/products/recommend.ts).
 * Without an analysis the answer says so (`hasAnalysis: false` and a message) and the list is empty:
 * the screens show their empty state instead of a ranking that measured nothing.
 */
export const handler = createHandler(recommendedProducts, async ({ query, caller }) => {
  // Both reads at once: the catalog version check need not wait for the shopper's items.
  const [{ analysis, profile, prefs }, index] = await Promise.all([
    loadShopper(caller.userId),
    catalogCache.get(),
  ]);
  if (!analysis) {
    return {
      hasAnalysis: false,
      message: productMessages.noAnalysis,
      analysisId: null,
      analyzedAt: null,
      skinType: null,
      data: [],
    };
  }
  const pool = query.category ? index.all().filter((p) => p.category === query.category) : index.all();
  const ranked = recommend(pool, profile, { limit: query.limit });
  return {
    hasAnalysis: true,
    message: null,
    analysisId: analysis.id,
    analyzedAt: analysis.createdAt,
    skinType: analysis.skinType,
    data: ranked.map((product) =>
      presentProduct(product, {
        isSaved: prefs.saved.has(product.id),
        alerts: product.compatibility.alerts,
        recommendationScore: product.recommendationScore,
        recommendationReason: product.recommendationReason,
      }),
    ),
  };
});
