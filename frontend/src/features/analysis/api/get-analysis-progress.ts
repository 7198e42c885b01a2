import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

/** Improvement between the first and latest comparable analyses and each one's metrics; feature skin_progress. */
export const getAnalysisProgress = (signal?: AbortSignal) => apiRequest(routes.analysisProgress, { signal });

export const useAnalysisProgress = (enabled = true) =>
  useQuery({
    queryKey: analysisKeys.progress(),
    queryFn: ({ signal }) => getAnalysisProgress(signal),
    enabled,
  });
