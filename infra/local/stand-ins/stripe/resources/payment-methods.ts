import { text } from '../form-encoding';
import { invalid, listOf, newPaymentMethod, publicView, TEST_PAYMENT_METHODS } from '../stripe-objects';
import { ownEntry, type StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';

/** Attaches a card to a live customer, which takes it as its default when it has none. */
export const attach = (ctx: StripeContext, pm: StripeObject, customerId: string) => {
  const customer = ctx.liveCustomer(customerId);
  if (pm.customer && pm.customer !== customerId)
    throw invalid('The payment method you provided has already been attached to a customer.');
  pm.customer = customerId;
  const settings = customer.invoice_settings as { default_payment_method: string | null };
  settings.default_payment_method ??= pm.id;
  return pm;
};

/** A stored card, or a new one for Stripe's test ids (`pm_card_visa`…). */
const paymentMethodFor = (ctx: StripeContext, id: string) => {
  const number = ownEntry(TEST_PAYMENT_METHODS, id);
  if (number) {
    const created = newPaymentMethod({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 });
    ctx.state.paymentMethods[created.id] = created;
    return created as StripeObject;
  }
  return ctx.need(ctx.state.paymentMethods, 'payment_method', id);
};

/** The customer's cards (every card without a customer filter). */
export const cardsOf = (ctx: StripeContext, customer: string | undefined, url: string) =>
  listOf(
    Object.values(ctx.state.paymentMethods)
      .filter((pm) => !customer || pm.customer === customer)
      .map(publicView),
    url,
  );

const detach = (ctx: StripeContext, pm: StripeObject) => {
  const owner = pm.customer ? ownEntry(ctx.state.customers, pm.customer as string) : undefined;
  const settings = owner?.invoice_settings as { default_payment_method: string | null } | undefined;
  if (settings?.default_payment_method === pm.id) settings.default_payment_method = null;
  pm.customer = null;
  return pm;
};

const stored = (ctx: StripeContext, id = '') => ctx.need(ctx.state.paymentMethods, 'payment_method', id);

export const paymentMethodRoutes: StripeRoute[] = [
  {
    method: 'GET',
    path: '/v1/payment_methods',
    answer: (ctx, { form }) => ({ body: cardsOf(ctx, text(form.customer), '/v1/payment_methods') }),
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    answer: (ctx, { params }) => ({ object: stored(ctx, params.id) }),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    answer: (ctx, { params, form }) => {
      const customer = text(form.customer);
      if (!customer) throw invalid('Missing required param: customer.', 'customer');
      return { object: attach(ctx, paymentMethodFor(ctx, params.id ?? ''), customer) };
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    answer: (ctx, { params }) => ({ object: detach(ctx, stored(ctx, params.id)) }),
  },
];
