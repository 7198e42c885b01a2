import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

/** One of the user's analyses, with a presigned photo link of a few minutes. */
export const getAnalysis = (id: string, signal?: AbortSignal) =>
  apiRequest(routes.analysisGet, { params: { id }, signal });

export const useAnalysis = (id: string | null) =>
  useQuery({
    queryKey: analysisKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAnalysis(id ?? '', signal),
    enabled: id !== null,
    // The photo link expires after a few minutes: never serve an old one from cache.
    staleTime: 0,
    gcTime: 60_000,
  });
