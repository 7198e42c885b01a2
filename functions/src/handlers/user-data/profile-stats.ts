import { profileStats } from '@pele/shared/routes/user-data';
import { bandsOf } from '@pele/shared/schemas/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { profileCounts } from '../../adapters/dynamo/profile-counts';
import { createHandler } from '../../middleware/create-handler';

/** Profile counts (spec 3), each one COUNT query in the caller's partition. */
export const handler = createHandler(profileStats, async ({ caller }) => {
  const [analysisCount, latest, reviewCount, savedProductCount, orderCount] = await Promise.all([
    profileCounts.completeAnalyses(caller.userId),
    analysesRepository.latestComplete(caller.userId),
    profileCounts.reviews(caller.userId),
    profileCounts.savedProducts(caller.userId),
    profileCounts.orders(caller.userId),
  ]);
  const result = latest?.result;
  return {
    analysisCount,
    latestAnalysis:
      latest && result
        ? {
            id: latest.id,
            createdAt: latest.createdAt,
            skinType: result.skinType,
            metrics: result.metrics,
            bands: bandsOf(result.readings),
            concerns: result.concerns,
            results: { skinType: result.scores },
          }
        : null,
    orderCount,
    reviewCount,
    savedProductCount,
  };
});
