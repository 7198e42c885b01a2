import { routes } from '@pele/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

/** Improvement between the first and latest comparable analyses and each one's metrics; feature skin_progress. */
export const getAnalysisProgress = (signal?: AbortSignal) => apiRequest(routes.analysisProgress, { signal });

/** The query itself, for the hook and for starting it before React renders (app/prefetch-app-home.ts). */
export const analysisProgressQuery = () =>
  queryOptions({ queryKey: analysisKeys.progress(), queryFn: ({ signal }) => getAnalysisProgress(signal) });

export const useAnalysisProgress = (enabled = true) => useQuery({ ...analysisProgressQuery(), enabled });
