import { APP_VERSION } from '@pele/shared/constants';
import { health } from '@pele/shared/routes/system';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(health, async () => ({
  status: 'ok' as const,
  version: APP_VERSION,
  time: new Date().toISOString(),
}));
