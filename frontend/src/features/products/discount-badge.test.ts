import { describe, expect, it } from 'vitest';
import { discountBadge, parsePrice } from './discount-badge';

describe('discount badge', () => {
  it('rounds the percentage off the original price', () => {
    expect(discountBadge(75, 100)).toBe('25% OFF');
    expect(discountBadge('R$ 89,90', 'R$ 129,90')).toBe('31% OFF');
    expect(discountBadge('1.299,90', '1.999,90')).toBe('35% OFF');
  });

  it("says 'DESCONTO' when a price cannot be read or the original is 0", () => {
    expect(discountBadge('grátis', 100)).toBe('DESCONTO');
    expect(discountBadge(50, 'abc')).toBe('DESCONTO');
    expect(discountBadge(50, 0)).toBe('DESCONTO');
  });

  it('shows nothing without an original price or when it is not above the price', () => {
    expect(discountBadge(50, null)).toBeNull();
    expect(discountBadge(50, undefined)).toBeNull();
    expect(discountBadge(50, '')).toBeNull();
    expect(discountBadge(50, 50)).toBeNull();
    expect(discountBadge(60, 50)).toBeNull();
  });

  it('reads BRL text with and without thousands separators', () => {
    expect(parsePrice('R$ 1.299,90')).toBe(1299.9);
    expect(parsePrice('129.90')).toBe(129.9);
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});
