import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

/** Step 1 of the avatar upload: a presigned POST for one image of this type and size. */
export const requestProfileImageUpload = (body: BodyOf<typeof routes.profileImageUpload>) =>
  apiRequest(routes.profileImageUpload, { body });
