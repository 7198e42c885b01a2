import { login } from '@pele/shared/routes/auth';
import { identityProvider, type Tokens } from '../../adapters/cognito/identity-provider';
import { isAppError } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { attemptGuard, clientAddress } from '../../services/attempt-guard';
import { sessionFor } from '../../services/sessions';

const logins = attemptGuard('login');

/** A wrong password counts against the e-mail and the address; a locked one is refused before Cognito. */
export const handler = createHandler(login, async ({ body, event }) => {
  const who = { email: body.email, address: clientAddress(event) };
  await logins.check(who);
  const signIn = () => identityProvider.signIn(body.email, body.password);
  let tokens: Tokens;
  try {
    tokens = await signIn();
  } catch (error) {
    if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') await logins.count(who);
    throw error;
  }
  await logins.clearAccount(body.email);
  return sessionFor(tokens, { email: body.email }, signIn);
});
