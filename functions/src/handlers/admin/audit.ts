import { adminAudit } from '@pele/shared/routes/admin';
import { auditTrail } from '../../adapters/dynamo/audit-trail';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(adminAudit, async ({ query }) => ({
  entries: await auditTrail.latest(query.limit),
}));
