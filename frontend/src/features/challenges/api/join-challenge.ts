import { routes } from '@pele/shared/routes';
import type { ChallengeKind } from '@pele/shared/schemas/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { challengeKeys } from './challenge-keys';

/** Joins one of the proposed challenges; it starts today. */
export const joinChallenge = (kind: ChallengeKind) => apiRequest(routes.joinChallenge, { body: { kind } });

export const useJoinChallenge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChallenge,
    onSuccess: () => refreshAfterWrite(queryClient, challengeKeys.all),
  });
};
