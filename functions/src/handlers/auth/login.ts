import { login } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { createHandler } from '../../middleware/create-handler';
import { sessionFor } from '../../services/sessions';

export const handler = createHandler(login, async ({ body }) =>
  sessionFor(await identityProvider.signIn(body.email, body.password), { email: body.email }),
);
