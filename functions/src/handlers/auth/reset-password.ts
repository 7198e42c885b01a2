import { server } from '@pele/shared/messages';
import { resetPassword } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { badRequest } from '../../domain/errors';
import { decodeResetToken } from '../../domain/users/reset-token';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(resetPassword, async ({ body }) => {
  const token = decodeResetToken(body.token);
  if (!token) throw badRequest(server.resetInvalid, { token: server.resetInvalid });
  await identityProvider.confirmForgotPassword(token.email, token.code, body.password);
  return { message: server.passwordReset };
});
