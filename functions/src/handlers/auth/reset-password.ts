import { resetPassword } from '@pele/shared/routes/auth';
import { createHandler } from '../../middleware/create-handler';
import { resetForgottenPassword } from '../../services/account/password-reset';
import { clientAddress } from '../../services/attempt-guard';

/** A new password from the e-mailed code, within the attempt limits; every session ends (resetForgottenPassword). */
export const handler = createHandler(resetPassword, ({ body, event }) =>
  resetForgottenPassword(body.token, body.password, clientAddress(event)),
);
