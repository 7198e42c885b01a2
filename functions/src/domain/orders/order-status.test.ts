import { ORDER_STATUSES } from '@pele/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import { canMove, erasureOutcome, returnsStock, staffMoves } from './order-status';

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
  it('leave the move into paid to the payment, never to staff', () => {
    expect(staffMoves('pending_payment')).toEqual(['cancelled']);
    expect(staffMoves('paid')).toEqual(['processing', 'cancelled']);
    expect(staffMoves('delivered')).toEqual([]);
  });
  it('return the stock only when a paid order is cancelled', () => {
    expect(returnsStock('paid', 'cancelled')).toBe(true);
    expect(returnsStock('processing', 'cancelled')).toBe(true);
    expect(returnsStock('pending_payment', 'cancelled')).toBe(false);
    expect(returnsStock('paid', 'processing')).toBe(false);
  });
});

describe('erasureOutcome', () => {
  it('keeps shipped and delivered orders as sales, refunds paid ones not yet shipped, deletes the rest', () => {
    expect(ORDER_STATUSES.map((status) => [status, erasureOutcome(status)])).toEqual([
      ['pending_payment', 'delete'],
      ['paid', 'refund'],
      ['processing', 'refund'],
      ['shipped', 'keep'],
      ['delivered', 'keep'],
      ['cancelled', 'delete'],
    ]);
  });
});
