import type { Order } from '@pele/shared/schemas/orders';
import { foldText } from '../../lib/fold-text';
import { FILTER_OF_STATUS, type OrderFilter } from './order-status';

/** Orders of the chosen chip whose number, id or any item name contains the search text. */
export const filterOrders = (orders: readonly Order[], filter: OrderFilter, search: string) => {
  const needle = foldText(search);
  return orders.filter(
    (order) =>
      (filter === 'all' || FILTER_OF_STATUS[order.status] === filter) &&
      (!needle ||
        foldText(order.number).includes(needle) ||
        foldText(order.id).includes(needle) ||
        order.items.some((item) => foldText(item.name).includes(needle))),
  );
};
