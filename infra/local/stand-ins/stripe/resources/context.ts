import type { FormValue } from '../form-encoding';
import { missing, newEvent, publicView } from '../stripe-objects';
import { ownEntry, type StateStore, type StripeObject, type StripeState } from '../stripe-state';
import type { WebhookDelivery } from '../webhook-delivery';

/** What every resource module works over: the state, its events, and the lookups Stripe answers 404 to. */
export interface StripeContext {
  state: StripeState;
  /** Public base address of the stand-in: the hosted checkout page lives at `<baseUrl>/checkout/<id>`. */
  baseUrl: () => string;
  /** Records an event of `object` as it is now and delivers it to the webhook. */
  emit: (type: string, object: StripeObject) => StripeObject;
  /** The object `id` of `table`, or Stripe's 'No such <kind>'. */
  need: (table: Record<string, StripeObject>, kind: string, id: string) => StripeObject;
  /** A customer that was not deleted: Stripe answers a deleted one as missing to every write. */
  liveCustomer: (id: string) => StripeObject;
}

export interface StripeContextOptions {
  store: StateStore;
  webhooks: WebhookDelivery;
  baseUrl: () => string;
}

export const createContext = ({ store, webhooks, baseUrl }: StripeContextOptions): StripeContext => {
  const { state } = store;
  const need = (table: Record<string, StripeObject>, kind: string, id: string) => {
    const found = ownEntry(table, id);
    if (!found) throw missing(kind, id);
    return found;
  };
  return {
    state,
    baseUrl,
    emit(type, object) {
      const event = newEvent(type, publicView(object));
      state.events.unshift(event);
      webhooks.send(event);
      return event;
    },
    need,
    liveCustomer(id) {
      const customer = need(state.customers, 'customer', id);
      if (customer.deleted) throw missing('customer', id);
      return customer;
    },
  };
};

/** A request as a route sees it: the path's `:params` and the parsed form (or query). */
export interface StripeRequest {
  params: Record<string, string>;
  form: Record<string, FormValue>;
}

/** An object, answered expanded as asked and without the stand-in's own fields; or a body as it is. */
export type Reply = { object: StripeObject } | { body: unknown };

/** One operation of the API: `path` with `:name` segments, as Stripe's reference writes them. */
export interface StripeRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  answer: (ctx: StripeContext, request: StripeRequest) => Reply;
}
