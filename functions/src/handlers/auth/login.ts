import { login } from '@pele/shared/routes/auth';
import { createHandler } from '../../middleware/create-handler';
import { signIn } from '../../services/account/sign-in';
import { clientAddress } from '../../services/attempt-guard';

/** A session for the e-mail and password, within the attempt limits (signIn). */
export const handler = createHandler(login, ({ body, event }) =>
  signIn(body.email, body.password, clientAddress(event)),
);
