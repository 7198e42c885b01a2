import type { User } from '@pele/shared/schemas/auth';
import { rememberedPage } from './remembered-page';

/** Where a signed-in user goes from the login page: admins to /admin, others to the remembered page or /app. */
export const postLoginTarget = (user: Pick<User, 'isAdmin'>) =>
  user.isAdmin ? '/admin' : (rememberedPage() ?? '/app');
