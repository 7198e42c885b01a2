import { type FormValue, list, record, text } from './form-encoding';
import { newId, nowSeconds, ownEntry, type StripeObject, type StripeState } from './stripe-state';

export const API_VERSION = '2026-10-28.endive';

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; decline_code?: string; param?: string } = {},
  ) {
    super(message);
  }
  toJSON() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
export const invalid = (message: string, param?: string) =>
  new StripeError(400, 'invalid_request_error', message, param ? { param } : {});

/** Stripe's test cards (the subset the hosted page and the test payment-method ids know). */
export const TEST_CARDS: Record<string, { brand: string; decline?: { code: string; message: string } }> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': {
    brand: 'visa',
    decline: { code: 'generic_decline', message: 'Seu cartão foi recusado.' },
  },
  '4000000000009995': {
    brand: 'visa',
    decline: { code: 'insufficient_funds', message: 'Seu cartão não tem saldo suficiente.' },
  },
};
/** `pm_card_visa` and friends attach as a new payment method, as in Stripe's test mode. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
};

export const listOf = (data: StripeObject[], url: string) => ({ object: 'list', data, has_more: false, url });

export const newCustomer = (form: Record<string, FormValue>): StripeObject => ({
  id: newId('cus'),
  object: 'customer',
  created: nowSeconds(),
  email: text(form.email) ?? null,
  name: text(form.name) ?? null,
  metadata: record(form.metadata),
  invoice_settings: {
    default_payment_method: null,
    custom_fields: null,
    footer: null,
    rendering_options: null,
  },
  currency: null,
  deleted: undefined,
  livemode: false,
});

export const newPaymentMethod = (card: {
  number: string;
  expMonth: number;
  expYear: number;
  name?: string;
}) => {
  const known = TEST_CARDS[card.number];
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    created: nowSeconds(),
    customer: null as string | null,
    billing_details: { name: card.name ?? null, email: null, phone: null, address: null },
    card: {
      brand: known?.brand ?? 'visa',
      last4: card.number.slice(-4),
      exp_month: card.expMonth,
      exp_year: card.expYear,
      funding: 'credit',
      country: 'BR',
    },
    metadata: {},
    livemode: false,
    // Kept to know how charges to it end; not part of Stripe's object.
    _number: card.number,
  } satisfies StripeObject;
};

/** Line items from `line_items[n][price]` or `[price_data]`, with their unit amounts in centavos. */
export const linesOf = (state: StripeState, form: Record<string, FormValue>) =>
  list(form.line_items).map((raw, index) => {
    const line = raw as Record<string, FormValue>;
    const quantity = Number(text(line.quantity) ?? 1);
    const priceId = text(line.price);
    if (priceId) {
      const price = ownEntry(state.prices, priceId);
      if (!price) throw missing('price', priceId, `line_items[${index}][price]`);
      return { price, quantity };
    }
    const data = line.price_data as Record<string, FormValue> | undefined;
    const amount = Number(text(data?.unit_amount));
    if (!data || !Number.isInteger(amount) || amount < 0)
      throw invalid(
        'Missing required param: line_items[0][price_data][unit_amount].',
        `line_items[${index}]`,
      );
    const recurring = data.recurring as Record<string, FormValue> | undefined;
    const product = data.product_data as Record<string, FormValue> | undefined;
    const price: StripeObject = {
      id: newId('price'),
      object: 'price',
      active: true,
      created: nowSeconds(),
      currency: text(data.currency) ?? 'brl',
      unit_amount: amount,
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring
        ? {
            interval: text(recurring.interval) ?? 'month',
            interval_count: Number(text(recurring.interval_count) ?? 1),
          }
        : null,
      product: newId('prod'),
      nickname: text(product?.name) ?? null,
      livemode: false,
    };
    state.prices[price.id] = price;
    return { price, quantity };
  });

/** The end of one billing period from `start` (calendar months and years, as Stripe bills). */
export const periodEnd = (start: number, interval: string, count = 1) => {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  else date.setUTCMonth(date.getUTCMonth() + count);
  return Math.floor(date.getTime() / 1000);
};

export const newEvent = (type: string, object: StripeObject): StripeObject => ({
  id: newId('evt'),
  object: 'event',
  api_version: API_VERSION,
  created: nowSeconds(),
  type,
  data: { object: structuredClone(object) },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
});

/** Replaces the ids named in `expand[]` by their objects, as Stripe's expansion does. */
export const expand = (state: StripeState, object: StripeObject, fields: string[]): StripeObject => {
  const lookup: Record<string, Record<string, StripeObject>> = {
    subscription: state.subscriptions,
    payment_intent: state.paymentIntents,
    customer: state.customers,
    latest_invoice: state.invoices,
    default_payment_method: state.paymentMethods,
  };
  const out: StripeObject = { ...object };
  for (const field of fields) {
    const id = out[field];
    const table = lookup[field];
    const found = typeof id === 'string' && table ? ownEntry(table, id) : undefined;
    if (found) out[field] = found;
  }
  return out;
};

/** What the API answers: Stripe's object without the stand-in's own underscore fields. */
export const publicView = (object: StripeObject): StripeObject =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as StripeObject;
