import { describe, expect, it } from 'vitest';
import { adminMessages, updatePlanBody } from './admin';
import { brlPrice, isWholeCentavos } from './common';

const price = brlPrice(100_000, { range: 'faixa', centavos: 'centavos' });
const errorOf = (value: unknown) => price.safeParse(value).error?.issues[0]?.message;

describe('brlPrice', () => {
  it('takes whole centavos, float noise included, and keeps them exact', () => {
    expect(price.parse(89.9)).toBe(89.9);
    expect(price.parse(0.1 + 0.2)).toBe(0.3);
    expect(price.parse(0.01)).toBe(0.01);
    expect(isWholeCentavos(29.9 * 3)).toBe(true);
  });

  it('refuses a fraction of a centavo instead of rounding it away (0.001 would be a free checkout)', () => {
    expect(errorOf(0.001)).toBe('centavos');
    expect(errorOf(19.999)).toBe('centavos');
    expect(errorOf(0.005)).toBe('centavos');
  });

  it('refuses zero, negatives, amounts over the maximum and anything that is not a JSON number', () => {
    for (const value of [0, -1, 100_000.01, Number.NaN, Number.POSITIVE_INFINITY, '10', true, null])
      expect(errorOf(value), String(value)).toBe('faixa');
  });

  it("gives a plan's price the same rule, with the admin area's messages", () => {
    expect(updatePlanBody.safeParse({ price: 0.001 }).error?.issues[0]?.message).toBe(adminMessages.centavos);
    expect(updatePlanBody.safeParse({ price: 0 }).error?.issues[0]?.message).toBe(adminMessages.planPrice);
    expect(updatePlanBody.parse({ price: 39.9 })).toMatchObject({ price: 39.9 });
  });
});
