import { describe, expect, it } from 'vitest';
import { local, paySmallPayment, received, stripe, useStripeLocal, waitFor } from './stripe-sdk-contract';

useStripeLocal();

describe('webhook delivery', () => {
  it('holds events while paused and delivers them, and later ones, after resuming', async () => {
    await fetch(`${local.url}/_standin/webhooks/pause`, { method: 'POST' });
    const before = received.length;
    await stripe.customers.create({ email: 'held@teste' });
    await paySmallPayment('x');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(before);
    await fetch(`${local.url}/_standin/webhooks/resume`, { method: 'POST' });
    await waitFor(() => received.length === before + 1, 'the held event');
    await paySmallPayment('y');
    await waitFor(() => received.length === before + 2, 'an event after resuming');
  });
});
