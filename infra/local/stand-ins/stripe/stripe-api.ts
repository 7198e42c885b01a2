import { type FormValue, list } from './form-encoding';
import { checkoutSessionRoutes, completeCheckout } from './resources/checkout-sessions';
import { createContext, type StripeContextOptions, type StripeRoute } from './resources/context';
import { customerRoutes } from './resources/customers';
import { eventOf, eventRoutes } from './resources/events';
import { invoiceRoutes } from './resources/invoices';
import { paymentIntentRoutes } from './resources/payment-intents';
import { paymentMethodRoutes } from './resources/payment-methods';
import { priceRoutes } from './resources/prices';
import { refundRoutes } from './resources/refunds';
import { cancelNow, renew, subscriptionRoutes } from './resources/subscriptions';
import { expand, publicView, StripeError, TEST_CARDS } from './stripe-objects';
import { ownEntry, type StripeObject } from './stripe-state';

export type StripeApiOptions = StripeContextOptions;

type Answer = { status: number; body: unknown };

/** The part of Stripe's API the product uses: one module per resource, each with its operations. */
const ROUTES: readonly StripeRoute[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...priceRoutes,
  ...checkoutSessionRoutes,
  ...subscriptionRoutes,
  ...paymentIntentRoutes,
  ...refundRoutes,
  ...invoiceRoutes,
  ...eventRoutes,
];

/** The route and its `:params` for a request, if the API has that operation. */
const match = (method: string, path: string) => {
  const segments = path.split('/').filter(Boolean);
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      return part.startsWith(':') || part === segment;
    });
    if (fits) return { route, params };
  }
  return undefined;
};

/**
 * Stripe's API over an in-memory state. `handle` answers one request (path, method, parsed form);
 * `completeCheckout` is what the hosted page calls when a test card is accepted; the rest are the stand-in's test
 * controls (a renewal, a failed one, the end of a period, an event delivered again).
 */
export const createStripeApi = (options: StripeApiOptions) => {
  const ctx = createContext(options);
  const { store } = options;
  const subscription = (id: string) => ctx.need(ctx.state.subscriptions, 'subscription', id);
  const saved =
    <A extends unknown[], R>(act: (...args: A) => R) =>
    (...args: A) => {
      const result = act(...args);
      store.save();
      return result;
    };

  return {
    /** One API request; state is saved after every write. */
    handle(method: string, path: string, form: Record<string, FormValue>): Answer {
      const found = match(method, path);
      if (!found)
        throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
      const reply = found.route.answer(ctx, { params: found.params, form });
      if (method !== 'GET') store.save();
      if ('body' in reply) return { status: 200, body: reply.body };
      const expansions = list(form.expand).filter((v): v is string => typeof v === 'string');
      return { status: 200, body: publicView(expand(ctx.state, reply.object, expansions)) };
    },
    completeCheckout: saved((session: StripeObject, card: Parameters<typeof completeCheckout>[2]) =>
      completeCheckout(ctx, session, card),
    ),
    renew: saved((id: string, fail: boolean) => renew(ctx, subscription(id), fail)),
    expire: saved((id: string) => {
      const ending = subscription(id);
      if (ending.cancel_at_period_end) cancelNow(ctx, ending);
      else renew(ctx, ending, false);
    }),
    redeliver: (eventId: string) => options.webhooks.send(eventOf(ctx, eventId)),
    session: (id: string) => ownEntry(ctx.state.sessions, id),
    testCard: (number: string) => TEST_CARDS[number],
  };
};
export type StripeApi = ReturnType<typeof createStripeApi>;
