import { bandsOf } from '@pele/shared/schemas/skin-analysis';
import { analysesRepository } from '../adapters/dynamo/analyses-repository';
import { profileCounts } from '../adapters/dynamo/profile-counts';

/** Profile counts (spec 3), each one COUNT query in the caller's partition. */
export const profileStatsOf = async (userId: string) => {
  const [analysisCount, latest, reviewCount, savedProductCount, orderCount] = await Promise.all([
    profileCounts.completeAnalyses(userId),
    analysesRepository.latestComplete(userId),
    profileCounts.reviews(userId),
    profileCounts.savedProducts(userId),
    profileCounts.orders(userId),
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
};
