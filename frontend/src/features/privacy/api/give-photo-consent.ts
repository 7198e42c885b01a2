import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setSignedInUser } from '../../auth';

/** Records the user's consent to the text shown (its version), before the first face photo. */
export const givePhotoConsent = () =>
  apiRequest(routes.givePhotoConsent, { body: { version: PHOTO_CONSENT_VERSION } });

/** The answer is the user with the consent on record: the analysis flow opens at once. */
export const useGivePhotoConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: givePhotoConsent,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
};
