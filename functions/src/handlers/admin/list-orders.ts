import { adminListOrders } from '@pele/shared/routes/admin';
import { ORDER_STATUSES } from '@pele/shared/schemas/orders';
import { countersRepository } from '../../adapters/dynamo/counters';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { createHandler } from '../../middleware/create-handler';
import { countedIn, paginationOf, presentAdminOrders } from '../../services/admin/admin-views';

/** Every order (or one status), newest first; the page count comes from the per-status counters. */
export const handler = createHandler(adminListOrders, async ({ query }) => {
  const [orders, totals] = await Promise.all([
    ordersRepository.adminPage(query.status, query.page, query.limit),
    countersRepository.totals(),
  ]);
  const total = countedIn(totals, 'orders', query.status ? [query.status] : ORDER_STATUSES);
  return {
    orders: await presentAdminOrders(orders),
    pagination: paginationOf(query.page, query.limit, total),
  };
});
