import { ANALYSIS_HISTORY_LIMIT } from '@pele/shared/constants';
import { routes } from '@pele/shared/routes';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { computeProgress } from '../../domain/analysis/progress';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(routes.analysisProgress, async ({ caller }) =>
  computeProgress(await analysesRepository.list(caller.userId, ANALYSIS_HISTORY_LIMIT)),
);
