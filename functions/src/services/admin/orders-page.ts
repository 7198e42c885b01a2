import type { adminOrdersQuery } from '@pele/shared/schemas/admin';
import { ORDER_STATUSES } from '@pele/shared/schemas/orders';
import type { z } from 'zod/mini';
import { countersRepository } from '../../adapters/dynamo/counters';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { countedIn, paginationOf, presentAdminOrders } from './admin-views';

/** Every order (or one status), newest first; the page count comes from the per-status counters. */
export const ordersPage = async (query: z.output<typeof adminOrdersQuery>) => {
  const [orders, totals] = await Promise.all([
    ordersRepository.adminPage(query.status, query.page, query.limit),
    countersRepository.totals(),
  ]);
  const total = countedIn(totals, 'orders', query.status ? [query.status] : ORDER_STATUSES);
  return {
    orders: await presentAdminOrders(orders),
    pagination: paginationOf(query.page, query.limit, total),
  };
};
