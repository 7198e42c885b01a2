import { ANALYSIS_HISTORY_LIMIT } from '@pele/shared/constants';
import { analysisProgress } from '@pele/shared/routes/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { computeProgress } from '../../domain/analysis/progress';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(analysisProgress, async ({ caller }) =>
  computeProgress(await analysesRepository.list(caller.userId, ANALYSIS_HISTORY_LIMIT)),
);
