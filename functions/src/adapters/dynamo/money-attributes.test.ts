import { describe, expect, it } from 'vitest';
import { brlOf, fromCentsOf, inCents } from './money-attributes';

describe('money attributes', () => {
  it('stores BRL as whole centavos and reads the same BRL back', () => {
    const stored = inCents({ id: 'p1', price: 89.9, originalPrice: null }, ['price', 'originalPrice']);
    expect(stored).toEqual({ id: 'p1', priceCents: 8990, originalPriceCents: null });
    expect(fromCentsOf(stored, ['price', 'originalPrice'])).toEqual({
      id: 'p1',
      price: 89.9,
      originalPrice: null,
    });
  });

  it('never stores a float of centavos: 0.1 + 0.2 reais is 30 centavos', () => {
    expect(inCents({ price: 0.1 + 0.2 }, ['price'])).toEqual({ priceCents: 30 });
  });

  it('reads an item written in BRL before centavos were stored', () => {
    expect(brlOf({ price: 29.9 }, 'price')).toBe(29.9);
    expect(brlOf({ priceCents: 2990, price: 1 }, 'price')).toBe(29.9);
    expect(brlOf({}, 'price')).toBeNull();
  });
});
