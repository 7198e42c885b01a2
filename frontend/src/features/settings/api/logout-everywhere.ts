import { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 'Sair de todos os dispositivos': the server ends every session of the account, this one included. */
export const logoutEverywhere = () => apiRequest(routes.logoutAll);

export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
