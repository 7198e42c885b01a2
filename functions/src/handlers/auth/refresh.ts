import { refresh } from '@pele/shared/routes/auth';
import { createHandler } from '../../middleware/create-handler';
import { refreshSession } from '../../services/account/refresh';

export const handler = createHandler(refresh, ({ body }) => refreshSession(body.refreshToken));
