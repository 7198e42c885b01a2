import { identityProvider, type Tokens } from '../../adapters/cognito/identity-provider';
import { isAppError } from '../../domain/errors';
import { attemptGuard } from '../attempt-guard';
import { sessionFor } from '../sessions';

const logins = attemptGuard('login');

/**
 * Every attempt is counted against the e-mail and the address before Cognito sees it, and one past the limits
 * is refused there; a wrong password keeps its count, anything else gives it back.
 */
export const signIn = async (email: string, password: string, address: string) => {
  const who = { email, address };
  await logins.reserve(who);
  const attempt = () => identityProvider.signIn(email, password);
  let tokens: Tokens;
  try {
    tokens = await attempt();
  } catch (error) {
    if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') await logins.counted(who);
    else await logins.release(who);
    throw error;
  }
  await logins.succeeded(who);
  return sessionFor(tokens, { email }, attempt);
};
