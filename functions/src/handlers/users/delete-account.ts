import { deleteAccount } from '@pele/shared/routes/users';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { eraseAccount } from '../../services/account/erase';

/** LGPD right to erasure: money settled, photos, reviews, votes, every item but the fiscal records, Cognito. */
export const handler = createHandler(deleteAccount, async ({ account }) => {
  if (!account) throw unauthorized();
  return eraseAccount(account);
});
