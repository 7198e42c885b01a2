import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { challengeKeys } from './challenge-keys';

/** Proposals, running challenges with their progress and the finished ones. */
export const getChallenges = (signal?: AbortSignal) => apiRequest(routes.listChallenges, { signal });

/**
 * Read again whenever a card or the screen appears: progress comes from steps completed and check-ins saved on
 * other screens, so an answer kept from before would show a day as still to do.
 */
export const useChallenges = () =>
  useQuery({ queryKey: challengeKeys.all, queryFn: ({ signal }) => getChallenges(signal), staleTime: 0 });
