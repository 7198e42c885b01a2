import { adminSetUserStatus } from '@pele/shared/routes/admin';
import { createHandler } from '../../middleware/create-handler';
import { setUserStatus } from '../../services/admin/user-status';

/** Deactivates or reactivates an account; deactivation ends its sessions; never one's own (setUserStatus). */
export const handler = createHandler(adminSetUserStatus, ({ params, body, caller }) =>
  setUserStatus(caller, params.id, body.isActive),
);
