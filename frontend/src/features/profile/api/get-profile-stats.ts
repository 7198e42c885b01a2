import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Favourites and reviews invalidate this key after they change. */
export const profileStatsKey = ['profile', 'stats'] as const;

/** The profile counts (spec 3): analyses, orders, reviews and saved products. */
export const getProfileStats = (signal?: AbortSignal) => apiRequest(routes.profileStats, { signal });

export const useProfileStats = () =>
  useQuery({ queryKey: profileStatsKey, queryFn: ({ signal }) => getProfileStats(signal) });
