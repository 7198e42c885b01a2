import { describe, expect, it } from 'vitest';
import { type PricedLine, priceOrder, sameLines } from './order-pricing';

const line = (overrides: Partial<PricedLine>): PricedLine => ({
  productId: 'p',
  name: 'Produto',
  image: '/media/p.svg',
  price: 10,
  quantity: 1,
  countInStock: 5,
  ...overrides,
});

describe('order totals', () => {
  it('sum catalog price × quantity in centavos, without float drift', () => {
    const order = priceOrder([
      line({ productId: 'a', price: 29.9, quantity: 3 }),
      line({ productId: 'b', price: 0.1, quantity: 1 }),
      line({ productId: 'c', price: 0.2, quantity: 1 }),
    ]);
    expect(order.lines.map((l) => l.subtotal)).toEqual([89.7, 0.1, 0.2]);
    expect(order.subtotal).toBe(90);
    expect(order.total).toBe(90);
    expect(order.totalCents).toBe(9000);
  });

  it('ship for free', () => {
    expect(priceOrder([line({ price: 49.9 })])).toMatchObject({ shipping: 0, total: 49.9, totalCents: 4990 });
  });

  it('round a catalog price to centavos before multiplying', () => {
    expect(priceOrder([line({ price: 10.005, quantity: 2 })]).total).toBe(20.02);
  });
});

describe('the same lines', () => {
  const line = (productId: string, quantity: number, price: number) => ({
    productId,
    name: productId,
    image: '',
    price,
    quantity,
    subtotal: price * quantity,
  });

  it('match in any order, and differ on a product, a quantity or a price', () => {
    const order = [line('a', 1, 10), line('b', 2, 5.5)];
    expect(sameLines(order, [line('b', 2, 5.5), line('a', 1, 10)])).toBe(true);
    expect(sameLines(order, [line('a', 1, 10)])).toBe(false);
    expect(sameLines(order, [line('a', 2, 10), line('b', 2, 5.5)])).toBe(false);
    expect(sameLines(order, [line('a', 1, 10.01), line('b', 2, 5.5)])).toBe(false);
    expect(sameLines(order, [line('a', 1, 10), line('c', 2, 5.5)])).toBe(false);
  });
});
