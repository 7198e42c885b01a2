import { type FormValue, list, record, text } from './form-encoding';
import {
  expand,
  invalid,
  linesOf,
  listOf,
  missing,
  newCustomer,
  newEvent,
  newPaymentMethod,
  periodEnd,
  publicView,
  StripeError,
  TEST_CARDS,
  TEST_PAYMENT_METHODS,
} from './stripe-objects';
import { newId, nowSeconds, ownEntry, type StateStore, type StripeObject } from './stripe-state';
import type { WebhookDelivery } from './webhook-delivery';

export interface StripeApiOptions {
  store: StateStore;
  webhooks: WebhookDelivery;
  /** Public base address of the stand-in: the hosted checkout page lives at `<baseUrl>/checkout/<id>`. */
  baseUrl: () => string;
}

type Answer = { status: number; body: unknown };

/**
 * The part of Stripe's API the product uses, over an in-memory state. `handle` answers one request (path,
 * method, parsed form); `completeCheckout` is what the hosted page calls when a test card is accepted.
 */
export const createStripeApi = ({ store, webhooks, baseUrl }: StripeApiOptions) => {
  const { state } = store;

  const emit = (type: string, object: StripeObject) => {
    const event = newEvent(type, publicView(object));
    state.events.unshift(event);
    webhooks.send(event);
    return event;
  };

  const need = <T extends StripeObject>(table: Record<string, StripeObject>, kind: string, id: string) => {
    const found = ownEntry(table, id);
    if (!found) throw missing(kind, id);
    return found as T;
  };

  /** A customer that was not deleted: Stripe answers a deleted one as missing to every write. */
  const liveCustomer = (id: string) => {
    const customer = need(state.customers, 'customer', id);
    if (customer.deleted) throw missing('customer', id);
    return customer;
  };

  const attach = (pm: StripeObject, customerId: string) => {
    const customer = liveCustomer(customerId);
    if (pm.customer && pm.customer !== customerId)
      throw invalid('The payment method you provided has already been attached to a customer.');
    pm.customer = customerId;
    const settings = customer.invoice_settings as { default_payment_method: string | null };
    settings.default_payment_method ??= pm.id;
    return pm;
  };

  const paymentMethodFor = (id: string) => {
    const number = ownEntry(TEST_PAYMENT_METHODS, id);
    if (number) {
      const created = newPaymentMethod({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 });
      state.paymentMethods[created.id] = created;
      return created as StripeObject;
    }
    return need(state.paymentMethods, 'payment_method', id);
  };

  const subscriptionItem = (subscriptionId: string, price: StripeObject, quantity: number, start: number) => {
    const recurring = price.recurring as { interval: string; interval_count: number };
    return {
      id: newId('si'),
      object: 'subscription_item',
      created: start,
      price,
      quantity,
      subscription: subscriptionId,
      current_period_start: start,
      current_period_end: periodEnd(start, recurring.interval, recurring.interval_count),
      metadata: {},
    };
  };

  const newIntent = (input: {
    amount: number;
    customer: unknown;
    paymentMethod: unknown;
    metadata: unknown;
  }): StripeObject => {
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      created: nowSeconds(),
      amount: input.amount,
      amount_received: input.amount,
      currency: 'brl',
      customer: input.customer,
      payment_method: input.paymentMethod,
      status: 'succeeded',
      metadata: input.metadata ?? {},
      livemode: false,
    };
    state.paymentIntents[intent.id] = intent;
    return intent;
  };

  const paidInvoice = (subscription: StripeObject, amount: number, status: 'paid' | 'open') => {
    // A paid invoice is paid by a payment intent, listed by `GET /v1/invoice_payments?invoice=`.
    const intent =
      status === 'paid'
        ? newIntent({
            amount,
            customer: subscription.customer,
            paymentMethod: subscription.default_payment_method,
            metadata: {},
          })
        : null;
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      created: nowSeconds(),
      customer: subscription.customer,
      currency: 'brl',
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      billing_reason: 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      _paymentIntent: intent?.id ?? null,
      livemode: false,
    };
    state.invoices[invoice.id] = invoice;
    subscription.latest_invoice = invoice.id;
    return invoice;
  };

  const amountOf = (subscription: StripeObject) =>
    (
      (subscription.items as { data: Array<{ price: { unit_amount: number }; quantity: number }> }).data ?? []
    ).reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);

  /** The card on the hosted page was accepted: create what the session paid for, then tell the webhook. */
  const completeCheckout = (
    session: StripeObject,
    card: { number: string; expMonth: number; expYear: number; name?: string },
  ) => {
    const pm = newPaymentMethod(card) as StripeObject;
    state.paymentMethods[pm.id] = pm;
    const customerId = session.customer as string;
    attach(pm, customerId);
    const lines = session._lines as Array<{ price: StripeObject; quantity: number }>;
    if (session.mode === 'subscription') {
      const start = nowSeconds();
      const id = newId('sub');
      const subscription: StripeObject = {
        id,
        object: 'subscription',
        created: start,
        start_date: start,
        customer: customerId,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        currency: 'brl',
        default_payment_method: pm.id,
        latest_invoice: null,
        metadata: session._subscriptionMetadata ?? {},
        items: {
          object: 'list',
          data: lines.map((line) => subscriptionItem(id, line.price, line.quantity, start)),
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
        },
        livemode: false,
      };
      state.subscriptions[id] = subscription;
      const invoice = paidInvoice(subscription, amountOf(subscription), 'paid');
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id });
      emit('checkout.session.completed', session);
      emit('customer.subscription.created', subscription);
      emit('invoice.paid', invoice);
    } else {
      const intent = newIntent({
        amount: session.amount_total as number,
        customer: customerId,
        paymentMethod: pm.id,
        metadata: session._paymentIntentMetadata,
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
      emit('checkout.session.completed', session);
    }
    store.save();
  };

  const createSession = (form: Record<string, FormValue>): StripeObject => {
    const mode = text(form.mode);
    if (mode !== 'subscription' && mode !== 'payment')
      throw invalid('Invalid mode: must be one of payment, subscription.', 'mode');
    for (const field of ['success_url', 'cancel_url'] as const)
      if (!text(form[field])) throw invalid(`Missing required param: ${field}.`, field);
    const customer = text(form.customer);
    if (customer) liveCustomer(customer);
    const lines = linesOf(state, form);
    if (lines.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
    if (mode === 'subscription' && lines.some((line) => !line.price.recurring))
      throw invalid('You must provide at least one recurring price in `subscription` mode.', 'line_items');
    const amount = lines.reduce((sum, line) => sum + (line.price.unit_amount as number) * line.quantity, 0);
    const id = newId('cs_test');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      client_reference_id: text(form.client_reference_id) ?? null,
      success_url: text(form.success_url),
      cancel_url: text(form.cancel_url),
      url: `${baseUrl()}/checkout/${id}`,
      metadata: record(form.metadata),
      currency: 'brl',
      amount_subtotal: amount,
      amount_total: amount,
      subscription: null,
      payment_intent: null,
      livemode: false,
      _lines: lines,
      _subscriptionMetadata: record(
        (form.subscription_data as Record<string, FormValue> | undefined)?.metadata,
      ),
      _paymentIntentMetadata: record(
        (form.payment_intent_data as Record<string, FormValue> | undefined)?.metadata,
      ),
    };
    if (!session.customer) {
      const created = newCustomer({});
      state.customers[created.id] = created;
      session.customer = created.id;
    }
    state.sessions[id] = session;
    return session;
  };

  /** Stripe expires only open sessions; an expired session's hosted page refuses to take a card. */
  const expireSession = (session: StripeObject) => {
    if (session.status !== 'open')
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
      );
    Object.assign(session, { status: 'expired', expires_at: nowSeconds() });
    emit('checkout.session.expired', session);
    return session;
  };

  /** A full refund of an intent, once: a second one is refused as Stripe refuses it. */
  const refundIntent = (intent: StripeObject, form: Record<string, FormValue>) => {
    if (Number(intent.amount_refunded ?? 0) >= Number(intent.amount))
      throw new StripeError(
        400,
        'invalid_request_error',
        `Charge for PaymentIntent ${intent.id} has already been refunded.`,
        { code: 'charge_already_refunded' },
      );
    const reason = text(form.reason) ?? null;
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
      throw invalid(
        'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
        'reason',
      );
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      created: nowSeconds(),
      amount: intent.amount,
      currency: 'brl',
      payment_intent: intent.id,
      reason,
      metadata: record(form.metadata),
      status: 'succeeded',
    };
    state.refunds[refund.id] = refund;
    intent.amount_refunded = intent.amount;
    emit('refund.created', refund);
    return refund;
  };

  /** Deleting a customer cancels its subscriptions and detaches its cards, as in Stripe. */
  const deleteCustomer = (customer: StripeObject) => {
    for (const subscription of Object.values(state.subscriptions))
      if (subscription.customer === customer.id && subscription.status !== 'canceled')
        cancelNow(subscription);
    for (const pm of Object.values(state.paymentMethods)) if (pm.customer === customer.id) pm.customer = null;
    // Stripe keeps only a tombstone: reading the customer again answers `deleted: true`, nothing else.
    const tombstone: StripeObject = { id: customer.id, object: 'customer', deleted: true };
    state.customers[customer.id] = tombstone;
    return tombstone;
  };

  const updateSubscription = (subscription: StripeObject, form: Record<string, FormValue>) => {
    const cancel = text(form.cancel_at_period_end);
    if (cancel !== undefined) {
      subscription.cancel_at_period_end = cancel === 'true';
      subscription.canceled_at = cancel === 'true' ? nowSeconds() : null;
      const items = subscription.items as { data: Array<{ current_period_end: number }> };
      subscription.cancel_at =
        cancel === 'true' ? Math.max(...items.data.map((item) => item.current_period_end)) : null;
    }
    if (form.metadata)
      subscription.metadata = { ...(subscription.metadata as object), ...record(form.metadata) };
    emit('customer.subscription.updated', subscription);
  };

  const cancelNow = (subscription: StripeObject) => {
    Object.assign(subscription, {
      status: 'canceled',
      ended_at: nowSeconds(),
      canceled_at: subscription.canceled_at ?? nowSeconds(),
    });
    emit('customer.subscription.deleted', subscription);
  };

  const renew = (subscription: StripeObject, fail: boolean) => {
    const items = subscription.items as {
      data: Array<{ current_period_start: number; current_period_end: number; price: StripeObject }>;
    };
    for (const item of items.data) {
      const recurring = item.price.recurring as { interval: string; interval_count: number };
      item.current_period_start = item.current_period_end;
      item.current_period_end = periodEnd(
        item.current_period_start,
        recurring.interval,
        recurring.interval_count,
      );
    }
    const invoice = paidInvoice(subscription, amountOf(subscription), fail ? 'open' : 'paid');
    subscription.status = fail ? 'past_due' : 'active';
    emit(fail ? 'invoice.payment_failed' : 'invoice.paid', invoice);
    emit('customer.subscription.updated', subscription);
  };

  const route = (method: string, path: string, form: Record<string, FormValue>): Answer => {
    const parts = path.split('/').filter(Boolean);
    const expansions = list(form.expand).filter((v): v is string => typeof v === 'string');
    const ok = (object: StripeObject) => ({
      status: 200,
      body: publicView(expand(state, object, expansions)),
    });
    const [v1, resource, id, sub, action] = parts;
    if (v1 !== 'v1')
      throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);

    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        const customer = newCustomer(form);
        state.customers[customer.id] = customer;
        return ok(customer);
      }
      const customer = need(state.customers, 'customer', id as string);
      if (method === 'GET' && !sub) return ok(customer);
      if (customer.deleted) throw missing('customer', customer.id);
      if (method === 'DELETE' && !sub) return { status: 200, body: deleteCustomer(customer) };
      if (method === 'GET' && sub === 'payment_methods')
        return {
          status: 200,
          body: listOf(
            Object.values(state.paymentMethods)
              .filter((pm) => pm.customer === customer.id)
              .map(publicView),
            `/v1/customers/${customer.id}/payment_methods`,
          ),
        };
      if (method === 'POST' && !sub) {
        const settings = (form.invoice_settings ?? {}) as Record<string, FormValue>;
        const defaultPm = text(settings.default_payment_method);
        if (defaultPm !== undefined) {
          const pm = need(state.paymentMethods, 'payment_method', defaultPm);
          if (pm.customer !== customer.id)
            throw invalid(
              `The customer does not have a payment method with the ID ${defaultPm}.`,
              'invoice_settings[default_payment_method]',
            );
          (customer.invoice_settings as Record<string, unknown>).default_payment_method = defaultPm;
        }
        if (form.metadata) customer.metadata = { ...(customer.metadata as object), ...record(form.metadata) };
        if (text(form.email)) customer.email = text(form.email);
        return ok(customer);
      }
    }

    if (resource === 'payment_methods') {
      if (method === 'GET' && !id) {
        const customer = text(form.customer);
        return {
          status: 200,
          body: listOf(
            Object.values(state.paymentMethods)
              .filter((pm) => !customer || pm.customer === customer)
              .map(publicView),
            '/v1/payment_methods',
          ),
        };
      }
      if (method === 'GET') return ok(need(state.paymentMethods, 'payment_method', id as string));
      if (method === 'POST' && sub === 'attach') {
        const customer = text(form.customer);
        if (!customer) throw invalid('Missing required param: customer.', 'customer');
        return ok(attach(paymentMethodFor(id as string), customer));
      }
      if (method === 'POST' && sub === 'detach') {
        const pm = need(state.paymentMethods, 'payment_method', id as string);
        const owner = pm.customer ? ownEntry(state.customers, pm.customer as string) : undefined;
        const settings = owner?.invoice_settings as { default_payment_method: string | null } | undefined;
        if (settings?.default_payment_method === pm.id) settings.default_payment_method = null;
        pm.customer = null;
        return ok(pm);
      }
    }

    if (resource === 'prices') {
      if (method === 'POST' && !id) {
        const [line] = linesOf(state, { line_items: [{ price_data: form, quantity: '1' }] });
        return ok(line?.price as StripeObject);
      }
      if (method === 'GET') return ok(need(state.prices, 'price', id as string));
    }

    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = sub;
      if (method === 'POST' && !sessionId) return ok(createSession(form));
      if (method === 'GET' && sessionId && !action)
        return ok(need(state.sessions, 'checkout.session', sessionId));
      if (method === 'POST' && sessionId && action === 'expire')
        return ok(expireSession(need(state.sessions, 'checkout.session', sessionId)));
    }

    if (resource === 'subscriptions' && id) {
      const subscription = need(state.subscriptions, 'subscription', id);
      if (method === 'GET') return ok(subscription);
      if (method === 'POST') {
        updateSubscription(subscription, form);
        return ok(subscription);
      }
      if (method === 'DELETE') {
        cancelNow(subscription);
        return ok(subscription);
      }
    }

    if (resource === 'payment_intents' && id && method === 'GET')
      return ok(need(state.paymentIntents, 'payment_intent', id));

    if (resource === 'refunds' && method === 'POST' && !id) {
      const intentId = text(form.payment_intent);
      if (!intentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
      return ok(refundIntent(need(state.paymentIntents, 'payment_intent', intentId), form));
    }

    if (resource === 'refunds' && method === 'GET' && !id) {
      const intentId = text(form.payment_intent);
      return {
        status: 200,
        body: listOf(
          Object.values(state.refunds).filter((refund) => !intentId || refund.payment_intent === intentId),
          '/v1/refunds',
        ),
      };
    }

    if (resource === 'invoice_payments' && method === 'GET' && !id) {
      const invoice = need(state.invoices, 'invoice', text(form.invoice) ?? '');
      const intentId = invoice._paymentIntent as string | null;
      const payments = intentId
        ? [
            {
              id: `inpay_${invoice.id.slice(3)}`,
              object: 'invoice_payment',
              invoice: invoice.id,
              amount_paid: invoice.amount_paid,
              currency: 'brl',
              is_default: true,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: intentId },
              livemode: false,
            } as StripeObject,
          ]
        : [];
      return { status: 200, body: listOf(payments, '/v1/invoice_payments') };
    }

    if (resource === 'events') {
      if (method === 'GET' && !id)
        return { status: 200, body: listOf(state.events.slice(0, 100), '/v1/events') };
      if (method === 'GET') {
        const event = state.events.find((candidate) => candidate.id === id);
        if (!event) throw missing('event', id as string);
        return ok(event);
      }
    }

    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  };

  return {
    /** One API request; state is saved after every write. */
    handle(method: string, path: string, form: Record<string, FormValue>): Answer {
      const answer = route(method, path, form);
      if (method !== 'GET') store.save();
      return answer;
    },
    completeCheckout,
    renew: (id: string, fail: boolean) => {
      renew(need(state.subscriptions, 'subscription', id), fail);
      store.save();
    },
    expire: (id: string) => {
      const subscription = need(state.subscriptions, 'subscription', id);
      if (subscription.cancel_at_period_end) cancelNow(subscription);
      else renew(subscription, false);
      store.save();
    },
    redeliver: (eventId: string) => {
      const event = state.events.find((candidate) => candidate.id === eventId);
      if (!event) throw missing('event', eventId);
      webhooks.send(event);
    },
    session: (id: string) => ownEntry(state.sessions, id),
    testCard: (number: string) => TEST_CARDS[number],
  };
};
export type StripeApi = ReturnType<typeof createStripeApi>;
