import { server } from '@pele/shared/messages';
import { resetPassword } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { badRequest, isAppError } from '../../domain/errors';
import { decodeResetToken } from '../../domain/users/reset-token';
import { createHandler } from '../../middleware/create-handler';
import { attemptGuard, clientAddress } from '../../services/attempt-guard';
import { endEverySession } from '../../services/end-sessions';

const codes = attemptGuard('resetCode');

/**
 * Every code is counted against the e-mail it names and the address before Cognito sees it, and one past
 * the limits is refused there; a wrong or forged code keeps its count, anything else gives it back. A new
 * password ends every session of the account: whoever knew the old one is signed out everywhere.
 */
export const handler = createHandler(resetPassword, async ({ body, event }) => {
  const address = clientAddress(event);
  const token = decodeResetToken(body.token);
  const who = { email: token?.email, address };
  await codes.reserve(who);
  if (!token) {
    await codes.counted(who);
    throw badRequest(server.resetInvalid, { token: server.resetInvalid });
  }
  try {
    await identityProvider.confirmForgotPassword(token.email, token.code, body.password);
  } catch (error) {
    if (isAppError(error) && error.code === 'VALIDATION_ERROR') await codes.counted(who);
    else await codes.release(who);
    throw error;
  }
  await codes.succeeded(who);
  await endEverySession({ userId: undefined, email: token.email });
  return { message: server.passwordReset };
});
