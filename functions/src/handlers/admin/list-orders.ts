import { adminListOrders } from '@pele/shared/routes/admin';
import { ORDER_STATUSES, type OrderStatus } from '@pele/shared/schemas/orders';
import { countersRepository } from '../../adapters/dynamo/counters';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { createHandler } from '../../middleware/create-handler';
import { paginationOf, presentAdminOrders } from '../../services/admin/admin-views';

/** Every order (or one status), newest first; the page count comes from the per-status counters. */
export const handler = createHandler(adminListOrders, async ({ query }) => {
  const [orders, totals] = await Promise.all([
    ordersRepository.adminPage(query.status, query.page, query.limit),
    countersRepository.totals(),
  ]);
  const statuses: readonly OrderStatus[] = query.status ? [query.status] : ORDER_STATUSES;
  const total = statuses.reduce((sum, status) => sum + (totals[`orders:${status}`] ?? 0), 0);
  return {
    orders: await presentAdminOrders(orders),
    pagination: paginationOf(query.page, query.limit, total),
  };
});
