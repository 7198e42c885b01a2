import { type FormValue, list, text } from '../form-encoding';
import { invalid, missing, periodEnd } from '../stripe-objects';
import { newId, nowSeconds, ownEntry, type StripeObject, type StripeState } from '../stripe-state';

export type SubscriptionItem = {
  id: string;
  current_period_start: number;
  current_period_end: number;
  price: StripeObject;
  quantity: number;
};

type Recurring = { interval: string; interval_count: number };
const recurringOf = (price: StripeObject) => price.recurring as Recurring;

export const itemsOf = (subscription: StripeObject) =>
  (subscription.items as { data: SubscriptionItem[] }).data ?? [];

/** One price swap asked by `items[n][id]` + `items[n][price]` (subscription update or its preview). */
export interface PriceSwap {
  item: SubscriptionItem;
  price: StripeObject;
}

/** The swaps of an `items[]` form list; an unknown item or price is Stripe's 400/404. */
export const swapsOf = (state: StripeState, subscription: StripeObject, items: FormValue | undefined) =>
  list(items).map((raw, index): PriceSwap => {
    const entry = raw as Record<string, FormValue>;
    const itemId = text(entry.id);
    const item = itemsOf(subscription).find((candidate) => candidate.id === itemId);
    if (!item) throw invalid(`No such subscription item: '${itemId ?? ''}'`, `items[${index}][id]`);
    const priceId = text(entry.price) ?? '';
    const price = ownEntry(state.prices, priceId);
    if (!price) throw missing('price', priceId, `items[${index}][price]`);
    if (!price.recurring) throw invalid('The price must be recurring.', `items[${index}][price]`);
    return { item, price };
  });

/** `proration_date`, which must fall within the current period; now when absent. */
export const prorationDateOf = (value: FormValue | undefined, item: SubscriptionItem) => {
  const raw = text(value);
  if (raw === undefined) return nowSeconds();
  const date = Number(raw);
  if (!Number.isInteger(date) || date < item.current_period_start || date > item.current_period_end)
    throw invalid('proration_date must be within the current subscription period.', 'proration_date');
  return date;
};

const line = (
  subscription: StripeObject,
  input: { item: SubscriptionItem; price: StripeObject; amount: number; start: number; end: number },
  proration: boolean,
  description: string,
): StripeObject => ({
  id: newId('il'),
  object: 'line_item',
  amount: input.amount,
  currency: 'brl',
  description,
  period: { start: input.start, end: input.end },
  quantity: input.item.quantity,
  pricing: { type: 'price_details', price_details: { price: input.price.id, product: input.price.product } },
  parent: {
    type: 'subscription_item_details',
    subscription_item_details: { proration, subscription: subscription.id, subscription_item: input.item.id },
  },
});

/**
 * What a swap bills at `date`, as Stripe prorates: a credit for the unused time of the current period at the old
 * price; then, when the billing interval changes, the new price's whole first period from `date` (the cycle
 * restarts and is invoiced now), or else the new price for the same unused time.
 */
export const prorationLines = (subscription: StripeObject, { item, price }: PriceSwap, date: number) => {
  const { current_period_start: start, current_period_end: end } = item;
  const unused = (end - date) / Math.max(end - start, 1);
  const oldAmount = (item.price.unit_amount as number) * item.quantity;
  const newAmount = (price.unit_amount as number) * item.quantity;
  const credit = line(
    subscription,
    { item, price: item.price, amount: -Math.round(oldAmount * unused), start: date, end },
    true,
    'Tempo não utilizado do plano atual',
  );
  const { interval, interval_count: count } = recurringOf(price);
  const restarts = interval !== recurringOf(item.price).interval;
  const charge = restarts
    ? line(
        subscription,
        { item, price, amount: newAmount, start: date, end: periodEnd(date, interval, count) },
        false,
        'Novo plano',
      )
    : line(
        subscription,
        { item, price, amount: Math.round(newAmount * unused), start: date, end },
        true,
        'Tempo restante no novo plano',
      );
  return { lines: [credit, charge], restarts };
};

/** An invoice object (preview or real) from its lines: a negative total is left as the customer's credit. */
export const invoiceTotals = (lines: StripeObject[]) => {
  const total = lines.reduce((sum, entry) => sum + (entry.amount as number), 0);
  return { subtotal: total, total, amount_due: Math.max(total, 0) };
};
