import { logout } from '@pele/shared/routes/auth';
import { createHandler } from '../../middleware/create-handler';
import { signOut } from '../../services/account/sign-out';

/** Ends this session and revokes its refresh token when it is the caller's own (signOut). */
export const handler = createHandler(logout, ({ body, caller }) => signOut(caller, body.refreshToken));
