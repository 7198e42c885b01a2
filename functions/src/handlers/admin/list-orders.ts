import { adminListOrders } from '@pele/shared/routes/admin';
import { createHandler } from '../../middleware/create-handler';
import { ordersPage } from '../../services/admin/orders-page';

/** Every order (or one status), newest first, counted from the per-status counters. */
export const handler = createHandler(adminListOrders, ({ query }) => ordersPage(query));
