import { analysisImprovements } from '@pele/shared/routes/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { createHandler } from '../../middleware/create-handler';
import { notFound } from '../../middleware/http-error';
import { presentAnalysis } from '../../services/analysis-view';

export const handler = createHandler(analysisImprovements, async ({ params, body, caller }) => {
  const record = await analysesRepository.setImprovements(caller.userId, params.id, body.improvements);
  if (!record) throw notFound('Análise não encontrada.');
  return presentAnalysis(record);
});
