import { register } from '@pele/shared/routes/auth';
import { createHandler } from '../../middleware/create-handler';
import { registerAccount } from '../../services/account/register';

export const handler = createHandler(register, ({ body }) => registerAccount(body));
