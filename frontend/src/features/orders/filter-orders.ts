import { foldText } from '../../lib/fold-text';
import type { OrderStatus, SampleOrder } from './sample-orders';

export type OrderFilter = 'all' | OrderStatus;

/** Orders of the chosen status whose id or any item name contains the search text. */
export const filterOrders = (orders: readonly SampleOrder[], filter: OrderFilter, search: string) => {
  const needle = foldText(search);
  return orders.filter(
    (order) =>
      (filter === 'all' || order.status === filter) &&
      (!needle ||
        foldText(order.id).includes(needle) ||
        order.items.some((item) => foldText(item.name).includes(needle))),
  );
};
