import { analysisImprovements } from '@pele/shared/routes/skin-analysis';
import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentAnalysis } from '../../services/analysis-view';

export const handler = createHandler(analysisImprovements, async ({ params, body, caller }) => {
  const record = await analysesRepository.setImprovements(caller.userId, params.id, body.improvements);
  if (!record) throw notFound(analysisMessages.notFound);
  return presentAnalysis(record);
});
