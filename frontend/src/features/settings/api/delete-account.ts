import { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** LGPD erasure: the server deletes the account and everything of it. */
export const deleteAccount = () => apiRequest(routes.deleteAccount);

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
