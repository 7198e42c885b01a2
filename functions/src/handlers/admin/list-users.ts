import { adminListUsers } from '@pele/shared/routes/admin';
import { createHandler } from '../../middleware/create-handler';
import { usersPage } from '../../services/admin/users-page';

/** Accounts newest first; a search matches name or e-mail (accents and case ignored). */
export const handler = createHandler(adminListUsers, ({ query }) => usersPage(query));
