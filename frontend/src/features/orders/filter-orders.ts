import type { OrderStatus, SampleOrder } from './sample-orders';

export type OrderFilter = 'all' | OrderStatus;

/** Lower case without accents, so 'serum' finds 'Sérum'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

/** Orders of the chosen status whose id or any item name contains the search text. */
export const filterOrders = (orders: readonly SampleOrder[], filter: OrderFilter, search: string) => {
  const needle = fold(search.trim());
  return orders.filter(
    (order) =>
      (filter === 'all' || order.status === filter) &&
      (!needle ||
        fold(order.id).includes(needle) ||
        order.items.some((item) => fold(item.name).includes(needle))),
  );
};
