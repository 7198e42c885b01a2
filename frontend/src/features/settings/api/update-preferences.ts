import { routes } from '@pele/shared/routes';
import type { ThemeChoice } from '@pele/shared/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setSignedInUser } from '../../auth';

/** Keeps the colour theme on the profile, so the person's other devices take it when they sign in. */
export const updatePreferences = (theme: ThemeChoice) =>
  apiRequest(routes.updatePreferences, { body: { theme } });

export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
};
