import { type FormValue, record, text } from '../form-encoding';
import { invalid, newCustomer } from '../stripe-objects';
import type { StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';
import { cardsOf } from './payment-methods';
import { cancelNow } from './subscriptions';

/** Deleting a customer cancels its subscriptions and detaches its cards, as in Stripe. */
const deleteCustomer = (ctx: StripeContext, customer: StripeObject) => {
  const { state } = ctx;
  for (const subscription of Object.values(state.subscriptions))
    if (subscription.customer === customer.id && subscription.status !== 'canceled')
      cancelNow(ctx, subscription);
  for (const pm of Object.values(state.paymentMethods)) if (pm.customer === customer.id) pm.customer = null;
  // Stripe keeps only a tombstone: reading the customer again answers `deleted: true`, nothing else.
  const tombstone: StripeObject = { id: customer.id, object: 'customer', deleted: true };
  state.customers[customer.id] = tombstone;
  return tombstone;
};

const update = (ctx: StripeContext, customer: StripeObject, form: Record<string, FormValue>) => {
  const settings = (form.invoice_settings ?? {}) as Record<string, FormValue>;
  const defaultPm = text(settings.default_payment_method);
  if (defaultPm !== undefined) {
    const pm = ctx.need(ctx.state.paymentMethods, 'payment_method', defaultPm);
    if (pm.customer !== customer.id)
      throw invalid(
        `The customer does not have a payment method with the ID ${defaultPm}.`,
        'invoice_settings[default_payment_method]',
      );
    (customer.invoice_settings as Record<string, unknown>).default_payment_method = defaultPm;
  }
  if (form.metadata) customer.metadata = { ...(customer.metadata as object), ...record(form.metadata) };
  if (text(form.email)) customer.email = text(form.email);
  return customer;
};

/** Any customer, deleted ones too: reading one answers its tombstone. */
const anyCustomer = (ctx: StripeContext, id = '') => ctx.need(ctx.state.customers, 'customer', id);
const liveCustomer = (ctx: StripeContext, id = '') => ctx.liveCustomer(id);

export const customerRoutes: StripeRoute[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    answer: (ctx, { form }) => {
      const customer = newCustomer(form);
      ctx.state.customers[customer.id] = customer;
      return { object: customer };
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    answer: (ctx, { params }) => ({ object: anyCustomer(ctx, params.id) }),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    answer: (ctx, { params, form }) => ({ object: update(ctx, liveCustomer(ctx, params.id), form) }),
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id',
    answer: (ctx, { params }) => ({ body: deleteCustomer(ctx, liveCustomer(ctx, params.id)) }),
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    answer: (ctx, { params }) => {
      const customer = liveCustomer(ctx, params.id);
      return { body: cardsOf(ctx, customer.id, `/v1/customers/${customer.id}/payment_methods`) };
    },
  },
];
