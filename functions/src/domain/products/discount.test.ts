import { describe, expect, it } from 'vitest';
import { compatibilityBadgeLabel } from './compatibility-badge';
import { discountBadge, parsePrice } from './discount';

describe('parsePrice', () => {
  it('reads numbers and pt-BR or dotted price strings', () => {
    expect(parsePrice(54.9)).toBe(54.9);
    expect(parsePrice('54,90')).toBe(54.9);
    expect(parsePrice('R$ 1.299,90')).toBe(1299.9);
    expect(parsePrice('54.90')).toBe(54.9);
  });

  it('answers NaN for text that is not a price', () => {
    expect(parsePrice('grátis')).toBeNaN();
    expect(parsePrice('')).toBeNaN();
    expect(parsePrice('12,3,4')).toBeNaN();
  });
});

describe('discountBadge (spec 2.9)', () => {
  it('computes the discount percent from the price strings, rounded', () => {
    expect(discountBadge('75,00', '100,00')).toBe('25% OFF');
    expect(discountBadge(54.9, 64.9)).toBe('15% OFF');
    expect(discountBadge('R$ 59,90', '89.90')).toBe('33% OFF');
  });

  it("shows 'DESCONTO' when a price cannot be read or the original is 0", () => {
    expect(discountBadge('abc', '100')).toBe('DESCONTO');
    expect(discountBadge('50', 'cem reais')).toBe('DESCONTO');
    expect(discountBadge('50', '0')).toBe('DESCONTO');
    expect(discountBadge(50, 0)).toBe('DESCONTO');
  });

  it('shows no badge without an original price, or when nothing is discounted', () => {
    expect(discountBadge('50', undefined)).toBeNull();
    expect(discountBadge('50', null)).toBeNull();
    expect(discountBadge('50', '')).toBeNull();
    expect(discountBadge('50', '50')).toBeNull();
    expect(discountBadge('60', '50')).toBeNull();
  });
});

describe('compatibilityBadgeLabel (spec 9)', () => {
  it('is 95% plus 2 per index', () => {
    expect(compatibilityBadgeLabel(0)).toBe('95%');
    expect(compatibilityBadgeLabel(1)).toBe('97%');
  });
});
