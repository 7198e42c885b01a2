import { describe, expect, it } from 'vitest';
import { canMove } from './order-status';

describe('order transitions', () => {
  it('walk paid → processing → shipped → delivered', () => {
    expect(canMove('pending_payment', 'paid')).toBe(true);
    expect(canMove('paid', 'processing')).toBe(true);
    expect(canMove('processing', 'shipped')).toBe(true);
    expect(canMove('shipped', 'delivered')).toBe(true);
  });
  it('allow cancelling before shipping only', () => {
    expect(canMove('paid', 'cancelled')).toBe(true);
    expect(canMove('processing', 'cancelled')).toBe(true);
    expect(canMove('shipped', 'cancelled')).toBe(false);
    expect(canMove('delivered', 'cancelled')).toBe(false);
  });
  it('never skip the payment or come back from the end', () => {
    expect(canMove('pending_payment', 'processing')).toBe(false);
    expect(canMove('delivered', 'paid')).toBe(false);
    expect(canMove('cancelled', 'paid')).toBe(false);
  });
});
