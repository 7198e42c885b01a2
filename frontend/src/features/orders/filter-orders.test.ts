import { describe, expect, it } from 'vitest';
import { filterOrders } from './filter-orders';
import { SAMPLE_ORDERS } from './sample-orders';

const ids = (orders: ReadonlyArray<{ id: string }>) => orders.map((order) => order.id);

describe('filterOrders', () => {
  it('keeps every order for the "all" chip and an empty search', () => {
    expect(filterOrders(SAMPLE_ORDERS, 'all', '')).toHaveLength(SAMPLE_ORDERS.length);
  });

  it('keeps only orders of the chosen status', () => {
    expect(filterOrders(SAMPLE_ORDERS, 'delivered', '').every((order) => order.status === 'delivered')).toBe(
      true,
    );
    expect(filterOrders(SAMPLE_ORDERS, 'delivered', '')).toHaveLength(1);
  });

  it('searches order ids and item names, ignoring case and accents', () => {
    expect(ids(filterOrders(SAMPLE_ORDERS, 'all', 'serum'))).toEqual(['PED-2031']);
    expect(ids(filterOrders(SAMPLE_ORDERS, 'all', 'ped-1842'))).toEqual(['PED-1842']);
    expect(filterOrders(SAMPLE_ORDERS, 'cancelled', 'serum')).toEqual([]);
  });
});
