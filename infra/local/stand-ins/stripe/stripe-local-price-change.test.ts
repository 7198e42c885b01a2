import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  monthlySubscription,
  received,
  stripe,
  useStripeLocal,
  waitFor,
  yearlyPrice,
} from './stripe-sdk-contract';

useStripeLocal();

describe('changing the price of a subscription, with proration', () => {
  it('previews the change: a credit for the unused time of the month and the yearly price from the proration date', async () => {
    const sub = await monthlySubscription();
    const item = sub.items.data[0] as Stripe.SubscriptionItem;
    const price = await yearlyPrice();
    const half = Math.round((item.current_period_start + item.current_period_end) / 2);
    const preview = await stripe.invoices.createPreview({
      subscription: sub.id,
      subscription_details: { items: [{ id: item.id, price: price.id }], proration_date: half },
    });
    expect(preview.object).toBe('invoice');
    const amounts = preview.lines.data.map((line) => line.amount);
    expect(amounts[0]).toBeGreaterThanOrEqual(-1500);
    expect(amounts[0]).toBeLessThanOrEqual(-1490);
    expect(amounts[1]).toBe(17940);
    expect(preview.lines.data[0]?.parent?.subscription_item_details?.proration).toBe(true);
    expect(preview.total).toBe(17940 + (amounts[0] as number));
    expect(preview.amount_due).toBe(preview.total);
    // A preview changes nothing.
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect(after.items.data[0]?.price.id).toBe(item.price.id);
  });

  it('applies the previewed change: new price, a new yearly period from the proration date, the same amount invoiced and paid, customer.subscription.updated sent', async () => {
    const sub = await monthlySubscription();
    const item = sub.items.data[0] as Stripe.SubscriptionItem;
    const price = await yearlyPrice();
    const date = item.current_period_start + 10 * 86400;
    const preview = await stripe.invoices.createPreview({
      subscription: sub.id,
      subscription_details: { items: [{ id: item.id, price: price.id }], proration_date: date },
    });
    const updated = await stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: price.id }],
      proration_behavior: 'always_invoice',
      proration_date: date,
      metadata: { planId: 'premium-anual' },
    });
    const moved = updated.items.data[0] as Stripe.SubscriptionItem;
    expect(moved).toMatchObject({ id: item.id, current_period_start: date });
    expect(moved.price.id).toBe(price.id);
    expect(moved.current_period_end - date).toBeGreaterThanOrEqual(365 * 86400);
    expect(updated.metadata.planId).toBe('premium-anual');
    const invoiceId = updated.latest_invoice as string;
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId });
    expect(payments.data[0]?.amount_paid).toBe(preview.amount_due);
    await waitFor(
      () =>
        received.some(
          (e) =>
            e.type === 'customer.subscription.updated' &&
            (e.data.object as Stripe.Subscription).metadata.planId === 'premium-anual',
        ),
      'the update event with the new plan',
    );
  });

  it('refuses an unknown item or price, or a proration date outside the period, and changes nothing', async () => {
    const sub = await monthlySubscription();
    const item = sub.items.data[0] as Stripe.SubscriptionItem;
    const price = await yearlyPrice();
    await expect(
      stripe.subscriptions.update(sub.id, { items: [{ id: 'si_nope', price: price.id }] }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.subscriptions.update(sub.id, { items: [{ id: item.id, price: 'price_nope' }] }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(
      stripe.subscriptions.update(sub.id, {
        items: [{ id: item.id, price: price.id }],
        proration_date: item.current_period_end + 86400,
        cancel_at_period_end: true,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'proration_date' });
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect(after.items.data[0]?.price.id).toBe(item.price.id);
    expect(after.cancel_at_period_end).toBe(false);
  });
});
