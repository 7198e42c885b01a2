import { analysisHistory } from '@pele/shared/routes/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { toAnalysisSummary } from '../../domain/analysis/analysis-record';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(analysisHistory, async ({ query, caller }) =>
  (await analysesRepository.list(caller.userId, query.limit)).map(toAnalysisSummary),
);
