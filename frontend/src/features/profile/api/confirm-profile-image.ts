import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

/** Step 3 of the avatar upload: the server checks and re-encodes the uploaded object and returns the user. */
export const confirmProfileImage = (key: string) => apiRequest(routes.profileImageConfirm, { body: { key } });
