import { server } from '@pele/shared/messages';
import { forgotPassword } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { logger } from '../../lib/logger';
import { createHandler } from '../../middleware/create-handler';

/** Always the same answer, whether the e-mail has an account or not, so the form reveals nothing. */
export const handler = createHandler(forgotPassword, async ({ body }) => {
  try {
    await identityProvider.forgotPassword(body.email);
  } catch (error) {
    logger.warn('forgot-password not sent', { reason: (error as Error).name });
  }
  return { message: server.forgotSent };
});
