import { describe, expect, it } from 'vitest';
import { filterOrders } from './filter-orders';
import { TEST_ORDERS } from './order-test-fixtures';

const ids = (orders: ReadonlyArray<{ id: string }>) => orders.map((order) => order.id);

describe('filterOrders', () => {
  it('keeps every order for the "all" chip and an empty search', () => {
    expect(filterOrders(TEST_ORDERS, 'all', '')).toHaveLength(TEST_ORDERS.length);
  });

  it('keeps only orders of the chosen status, paid ones under Em Processamento, unpaid under none', () => {
    expect(ids(filterOrders(TEST_ORDERS, 'delivered', ''))).toEqual(['01ORDERSUN']);
    expect(ids(filterOrders(TEST_ORDERS, 'processing', ''))).toEqual(['01ORDERSERUM']);
    expect(ids(filterOrders(TEST_ORDERS, 'cancelled', ''))).toEqual(['01ORDERMASK']);
  });

  it('searches order ids and item names, ignoring case and accents', () => {
    expect(ids(filterOrders(TEST_ORDERS, 'all', 'serum'))).toEqual(['01ORDERSERUM']);
    expect(ids(filterOrders(TEST_ORDERS, 'all', '01ordermask'))).toEqual(['01ORDERMASK']);
    expect(filterOrders(TEST_ORDERS, 'cancelled', 'serum')).toEqual([]);
  });
});
