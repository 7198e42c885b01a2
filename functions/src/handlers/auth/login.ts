import { login } from '@pele/shared/routes/auth';
import { identityProvider, type Tokens } from '../../adapters/cognito/identity-provider';
import { isAppError } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { attemptGuard, clientAddress } from '../../services/attempt-guard';
import { sessionFor } from '../../services/sessions';

const logins = attemptGuard('login');

/**
 * Every attempt is counted against the e-mail and the address before Cognito sees it, and one past the
 * limits is refused there; a wrong password keeps its count, anything else gives it back.
 */
export const handler = createHandler(login, async ({ body, event }) => {
  const who = { email: body.email, address: clientAddress(event) };
  await logins.reserve(who);
  const signIn = () => identityProvider.signIn(body.email, body.password);
  let tokens: Tokens;
  try {
    tokens = await signIn();
  } catch (error) {
    if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') await logins.counted(who);
    else await logins.release(who);
    throw error;
  }
  await logins.succeeded(who);
  return sessionFor(tokens, { email: body.email }, signIn);
});
