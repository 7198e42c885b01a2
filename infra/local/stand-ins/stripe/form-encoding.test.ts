import { describe, expect, it } from 'vitest';
import { parseForm } from './form-encoding';

describe("Stripe's bracket form encoding", () => {
  it('nests objects and arrays as Stripe reads them', () => {
    const form = parseForm(
      'mode=payment&line_items[0][quantity]=2&line_items[0][price_data][unit_amount]=2990&line_items[1][price]=price_1&metadata[userId]=u1&expand[]=subscription&expand[]=payment_intent',
    );
    expect(form).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '2', price_data: { unit_amount: '2990' } }, { price: 'price_1' }],
      metadata: { userId: 'u1' },
      expand: ['subscription', 'payment_intent'],
    });
  });
  it('reads the indexed arrays the SDK sends in query strings', () => {
    expect(parseForm('expand%5B0%5D=subscription')).toEqual({ expand: ['subscription'] });
  });
});
