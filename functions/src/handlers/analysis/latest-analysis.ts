import { analysisLatest } from '@pele/shared/routes/skin-analysis';
import { bandsOf } from '@pele/shared/schemas/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { createHandler } from '../../middleware/create-handler';

/** Null when the user has no complete analysis yet: the screens show their empty state. */
export const handler = createHandler(analysisLatest, async ({ caller }) => {
  const record = await analysesRepository.latestComplete(caller.userId);
  if (!record?.result) return null;
  return {
    id: record.id,
    createdAt: record.createdAt,
    skinType: record.result.skinType,
    metrics: record.result.metrics,
    bands: bandsOf(record.result.readings),
    concerns: record.result.concerns,
    results: { skinType: record.result.scores },
  };
});
