import type Stripe from 'stripe';
import { conflict } from '../../domain/errors';
import type { BilledPlan, PlanChanges } from '../../domain/payments/payment-provider';
import { type StripeAccount, stripeAccount } from './stripe-client';
import { toSubscription } from './stripe-provider';

const CURRENCY = 'brl';

/**
 * The recurring price of a plan as billed now. Prices are immutable at Stripe; the idempotency key makes the
 * preview and the change that follows it (and any retry) name the same price.
 */
const priceOf = (stripe: Stripe, plan: BilledPlan) =>
  stripe.prices.create(
    {
      currency: CURRENCY,
      unit_amount: plan.priceCents,
      recurring: { interval: plan.interval },
      product_data: { name: plan.name },
    },
    { idempotencyKey: `price-${plan.id}-${plan.interval}-${plan.priceCents}` },
  );

/** The subscription's one item and the new plan's price, to swap one for the other. */
const swapFor = async (stripe: Stripe, subscriptionId: string, plan: BilledPlan) => {
  const [sub, price] = await Promise.all([
    stripe.subscriptions.retrieve(subscriptionId),
    priceOf(stripe, plan),
  ]);
  const item = sub.items.data[0];
  if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
  return [{ id: item.id, price: price.id }];
};

/** The credit for unused time: the proration lines that give money back. */
const creditOf = (invoice: Stripe.Invoice) =>
  -invoice.lines.data
    .filter((line) => line.parent?.subscription_item_details?.proration && line.amount < 0)
    .reduce((sum, line) => sum + line.amount, 0);

const planChangesOf = ({ stripe }: StripeAccount): PlanChanges => ({
  async previewPlanChange({ subscriptionId, plan, prorationDate }) {
    const items = await swapFor(stripe, subscriptionId, plan);
    const invoice = await stripe.invoices.createPreview({
      subscription: subscriptionId,
      subscription_details: { items, proration_date: prorationDate, proration_behavior: 'always_invoice' },
    });
    return { prorationDate, creditCents: creditOf(invoice), amountDueCents: Math.max(invoice.amount_due, 0) };
  },

  async changePlan({ subscriptionId, plan, prorationDate, declinedMessage }) {
    const items = await swapFor(stripe, subscriptionId, plan);
    try {
      const sub = await stripe.subscriptions.update(subscriptionId, {
        items,
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
        // A declined card fails the update instead of leaving the subscription unpaid on the new plan.
        payment_behavior: 'error_if_incomplete',
        metadata: { planId: plan.id },
      });
      return toSubscription(sub);
    } catch (error) {
      if ((error as { type?: string }).type !== 'StripeCardError') throw error;
      throw conflict(declinedMessage);
    }
  },
});

/**
 * Moving a subscription to another plan at the provider, apart from the rest of the provider so only the plan
 * change's functions bundle it; null when this stage has no payment keys configured.
 */
export const planChanges = async (): Promise<PlanChanges | null> => {
  const account = await stripeAccount();
  return account ? planChangesOf(account) : null;
};
