import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

/** The latest complete analysis, or null before the first one. Not plan-gated. */
export const getLatestAnalysis = (signal?: AbortSignal) => apiRequest(routes.analysisLatest, { signal });

export const useLatestAnalysis = () =>
  useQuery({ queryKey: analysisKeys.latest(), queryFn: ({ signal }) => getLatestAnalysis(signal) });
