import { ANALYSIS_HISTORY_LIMIT } from '@pele/shared/constants';
import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

/** The user's analyses, newest first (spec 7.2); needs plan feature skin_history. */
export const getAnalysisHistory = (signal?: AbortSignal) =>
  apiRequest(routes.analysisHistory, { query: { limit: String(ANALYSIS_HISTORY_LIMIT) }, signal });

export const analysisHistoryQuery = {
  queryKey: analysisKeys.history(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getAnalysisHistory(signal),
};

export const useAnalysisHistory = (enabled = true) => useQuery({ ...analysisHistoryQuery, enabled });
