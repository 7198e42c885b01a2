import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in user as the server sees it; read through the profile query (profile-query.ts). */
export const getProfile = (signal?: AbortSignal) => apiRequest(routes.profile, { signal });
