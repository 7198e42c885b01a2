import { server } from '@pele/shared/messages';
import { forgotPassword } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { logger } from '../../lib/logger';
import { createHandler } from '../../middleware/create-handler';
import { attemptGuard, clientAddress } from '../../services/attempt-guard';

const requests = attemptGuard('resetRequest');

/**
 * Always the same answer, whether the e-mail has an account or not, so the form reveals nothing. Every
 * request counts against the e-mail and the address (each one sends a mail), known e-mail or not.
 */
export const handler = createHandler(forgotPassword, async ({ body, event }) => {
  const who = { email: body.email, address: clientAddress(event) };
  await requests.reserve(who);
  await requests.counted(who);
  try {
    await identityProvider.forgotPassword(body.email);
  } catch (error) {
    logger.warn('forgot-password not sent', { reason: (error as Error).name });
  }
  return { message: server.forgotSent };
});
