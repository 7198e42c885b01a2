import { APP_VERSION } from '@pele/shared/constants';
import { routes } from '@pele/shared/routes';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(routes.health, async () => ({
  status: 'ok' as const,
  version: APP_VERSION,
  time: new Date().toISOString(),
}));
