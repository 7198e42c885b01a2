import { forgotPassword } from '@pele/shared/routes/auth';
import { createHandler } from '../../middleware/create-handler';
import { requestPasswordReset } from '../../services/account/password-reset';
import { clientAddress } from '../../services/attempt-guard';

/** The same answer whether the e-mail has an account or not (requestPasswordReset). */
export const handler = createHandler(forgotPassword, ({ body, event }) =>
  requestPasswordReset(body.email, clientAddress(event)),
);
