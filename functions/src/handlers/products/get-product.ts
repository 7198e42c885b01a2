import { getProduct } from '@pele/shared/routes/products';
import { productMessages } from '@pele/shared/schemas/products';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { notFound } from '../../domain/errors';
import { alternatives } from '../../domain/products/alternatives';
import { compatibility } from '../../domain/products/compatibility';
import { recommendationReason } from '../../domain/products/recommend';
import { createHandler } from '../../middleware/create-handler';
import { catalogCache } from '../../services/catalog-index';
import { presentProduct } from '../../services/product-view';
import { loadShopper } from '../../services/shopper';

const ALTERNATIVES_SHOWN = 3;

/**
 * One product with the caller's compatibility (score, reasons, avoid-list alerts, cautions) and three
 * alternatives of the same category without the ingredients it was flagged for. The product item is
 * read directly (not from the index) so a rating just changed shows at once. Without an analysis the
 * compatibility judges only the avoid list (spec 8.2: a missing analysis is silently ignored).
 */
export const handler = createHandler(getProduct, async ({ params, caller }) => {
  const [record, shopper, index] = await Promise.all([
    productsRepository.get(params.id),
    loadShopper(caller.userId),
    catalogCache.get(),
  ]);
  if (!record) throw notFound(productMessages.notFound);
  const { profile, prefs, analysis } = shopper;
  const fit = compatibility(record, profile);
  const others = alternatives(record, index.all(), profile, ALTERNATIVES_SHOWN);
  return {
    ...presentProduct(record, {
      isSaved: prefs.saved.has(record.id),
      alerts: fit.alerts,
      recommendationScore: analysis ? fit.score : null,
      recommendationReason: analysis ? recommendationReason(record, profile) : null,
    }),
    compatibility: { ...fit, basedOnAnalysis: analysis !== null, skinType: analysis?.skinType ?? null },
    alternatives: others.map((other) =>
      presentProduct(other, {
        isSaved: prefs.saved.has(other.id),
        alerts: other.compatibility.alerts,
        recommendationScore: analysis ? other.compatibility.score : null,
        recommendationReason: analysis ? recommendationReason(other, profile) : null,
      }),
    ),
  };
});
