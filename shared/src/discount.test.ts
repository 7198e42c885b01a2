import { describe, expect, it } from 'vitest';
import { discountBadge, parsePrice } from './discount';

describe('parsePrice', () => {
  it('reads numbers and pt-BR or dotted price strings', () => {
    expect(parsePrice(54.9)).toBe(54.9);
    expect(parsePrice('54,90')).toBe(54.9);
    expect(parsePrice('R$ 1.299,90')).toBe(1299.9);
    expect(parsePrice('54.90')).toBe(54.9);
    expect(parsePrice('129.90')).toBe(129.9);
  });

  it('answers NaN for text that is not a price, or a number that is not finite', () => {
    expect(parsePrice('grátis')).toBeNaN();
    expect(parsePrice('')).toBeNaN();
    expect(parsePrice('12,3,4')).toBeNaN();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('discountBadge (spec 2.9)', () => {
  it('computes the discount percent from the price strings, rounded', () => {
    expect(discountBadge('75,00', '100,00')).toBe('25% OFF');
    expect(discountBadge(75, 100)).toBe('25% OFF');
    expect(discountBadge(54.9, 64.9)).toBe('15% OFF');
    expect(discountBadge('R$ 59,90', '89.90')).toBe('33% OFF');
    expect(discountBadge('R$ 89,90', 'R$ 129,90')).toBe('31% OFF');
    expect(discountBadge('1.299,90', '1.999,90')).toBe('35% OFF');
  });

  it("shows 'DESCONTO' when a price cannot be read or the original is 0", () => {
    expect(discountBadge('abc', '100')).toBe('DESCONTO');
    expect(discountBadge('grátis', 100)).toBe('DESCONTO');
    expect(discountBadge('50', 'cem reais')).toBe('DESCONTO');
    expect(discountBadge(50, 'abc')).toBe('DESCONTO');
    expect(discountBadge('50', '0')).toBe('DESCONTO');
    expect(discountBadge(50, 0)).toBe('DESCONTO');
  });

  it('shows no badge without an original price, or when nothing is discounted', () => {
    expect(discountBadge('50', undefined)).toBeNull();
    expect(discountBadge('50', null)).toBeNull();
    expect(discountBadge('50', '')).toBeNull();
    expect(discountBadge('50', '50')).toBeNull();
    expect(discountBadge(50, 50)).toBeNull();
    expect(discountBadge('60', '50')).toBeNull();
    expect(discountBadge(60, 50)).toBeNull();
  });
});
