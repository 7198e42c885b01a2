import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { analysisKeys } from '../../analysis';
import { setSignedInUser } from '../../auth';

/** Withdraws the consent for face photos; the server deletes them and keeps the analyses' numbers. */
export const revokePhotoConsent = () => apiRequest(routes.revokePhotoConsent);

export const useRevokePhotoConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePhotoConsent,
    onSuccess: ({ user }) => {
      setSignedInUser(queryClient, user);
      // Every cached analysis still links its photo: read them again.
      void refreshAfterWrite(queryClient, analysisKeys.all);
    },
  });
};
