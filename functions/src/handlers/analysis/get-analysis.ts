import { analysisGet } from '@pele/shared/routes/skin-analysis';
import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentAnalysis } from '../../services/analysis-view';

const missing = analysisMessages.notFound;

/** Owner only: the key is built from the caller's sub, so another user's id is simply not found (404). */
export const handler = createHandler(analysisGet, async ({ params, caller }) => {
  const record = await analysesRepository.get(caller.userId, params.id);
  if (!record) throw notFound(missing);
  return presentAnalysis(record);
});
