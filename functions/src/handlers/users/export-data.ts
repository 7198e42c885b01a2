import { exportMyData } from '@pele/shared/routes/users';
import { createHandler } from '../../middleware/create-handler';
import { exportAccountData } from '../../services/data-export';

/** LGPD access and portability: the caller's own data, found by the token's sub. */
export const handler = createHandler(exportMyData, async ({ caller, account }) =>
  exportAccountData(account, caller.isAdmin),
);
