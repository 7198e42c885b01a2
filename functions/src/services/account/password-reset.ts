import { server } from '@pele/shared/messages';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { badRequest, isAppError } from '../../domain/errors';
import { decodeResetToken } from '../../domain/users/reset-token';
import { logger } from '../../lib/logger';
import { attemptGuard } from '../attempt-guard';
import { endEverySession } from '../end-sessions';

const resetRequests = attemptGuard('resetRequest');
const resetCodes = attemptGuard('resetCode');

/**
 * Always the same answer, whether the e-mail has an account or not, so the form reveals nothing. Every request
 * counts against the e-mail and the address (each one sends a mail), known e-mail or not.
 */
export const requestPasswordReset = async (email: string, address: string) => {
  const who = { email, address };
  await resetRequests.reserve(who);
  await resetRequests.counted(who);
  try {
    await identityProvider.forgotPassword(email);
  } catch (error) {
    logger.warn('forgot-password not sent', { reason: (error as Error).name });
  }
  return { message: server.forgotSent };
};

/**
 * Every code is counted against the e-mail it names and the address before Cognito sees it, and one past the
 * limits is refused there; a wrong or forged code keeps its count, anything else gives it back. A new password
 * ends every session of the account: whoever knew the old one is signed out everywhere.
 */
export const resetForgottenPassword = async (resetToken: string, password: string, address: string) => {
  const token = decodeResetToken(resetToken);
  const who = { email: token?.email, address };
  await resetCodes.reserve(who);
  if (!token) {
    await resetCodes.counted(who);
    throw badRequest(server.resetInvalid, { token: server.resetInvalid });
  }
  try {
    await identityProvider.confirmForgotPassword(token.email, token.code, password);
  } catch (error) {
    if (isAppError(error) && error.code === 'VALIDATION_ERROR') await resetCodes.counted(who);
    else await resetCodes.release(who);
    throw error;
  }
  await resetCodes.succeeded(who);
  await endEverySession({ userId: undefined, email: token.email });
  return { message: server.passwordReset };
};
