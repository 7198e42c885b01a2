import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

export type LoginInput = BodyOf<typeof routes.login>;

/** Signs in. The login page is a document page: no query client, so no mutation hook. */
export const login = (body: LoginInput) => apiRequest(routes.login, { body });
