import { describe, expect, it } from 'vitest';
import { api, registerUser, type TestUser } from './http';
import { activeOf, expiredUser, history, type Sub, startSubscription } from './premium-helpers';
import { eventually } from './product-fixtures';
import { CARDS, payOnHostedPage, stripeSdk } from './stripe';

/**
 * Changing plan (monthly ⇄ annual) through the local Stripe stand-in over HTTP: the proration previewed, then
 * applied with the same proration date; the stored plan follows; every refusal leaves the subscription as it was.
 */
interface Preview {
  subscriptionId: string;
  currentPlan: { id: string };
  plan: { id: string };
  prorationDate: number;
  creditCents: number;
  newPriceCents: number;
  amountDueCents: number;
}

const subscribed = async (label: string, planId = 'premium-mensal') => {
  const user = await expiredUser(label);
  const { checkoutUrl } = await startSubscription(user, planId);
  expect((await payOnHostedPage(checkoutUrl, CARDS.success)).status).toBe(303);
  const active = await activeOf(user);
  return { user, sub: active?.data as Sub };
};

const preview = (user: TestUser, subId: string, planId: string) =>
  api<Preview>('GET', `/api/subscriptions/${subId}/plan-change?planId=${planId}`, { token: user.token });

const change = (user: TestUser, subId: string, body: unknown) =>
  api<Sub>('PUT', `/api/subscriptions/${subId}/plan`, { token: user.token, body });

describe('changing plan', () => {
  it('previews the proration of a monthly subscriber moving to the annual plan, then applies exactly that', async () => {
    const { user, sub } = await subscribed('change-to-annual');
    const quoted = await preview(user, sub.id, 'premium-anual');
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const quote = quoted.body.data as Preview;
    expect(quote).toMatchObject({
      subscriptionId: sub.id,
      currentPlan: { id: 'premium-mensal' },
      plan: { id: 'premium-anual' },
      newPriceCents: 17940,
    });
    // Bought a moment ago: nearly the whole month is unused and credited.
    expect(quote.creditCents).toBeGreaterThan(2900);
    expect(quote.creditCents).toBeLessThanOrEqual(2990);
    expect(quote.amountDueCents).toBe(17940 - quote.creditCents);

    const done = await change(user, sub.id, { planId: 'premium-anual', prorationDate: quote.prorationDate });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ id: sub.id, isActive: true, plan: { id: 'premium-anual' } });

    const stripe = stripeSdk();
    const remote = await stripe.subscriptions.retrieve(sub.id);
    const payments = await stripe.invoicePayments.list({ invoice: remote.latest_invoice as string });
    expect(payments.data[0]?.amount_paid).toBe(quote.amountDueCents);
    expect(remote.items.data[0]?.price.recurring?.interval).toBe('year');

    // The webhooks that follow keep the new plan; still one subscription.
    const active = await eventually(
      () => activeOf(user),
      (value) => value?.data?.plan.id === 'premium-anual',
    );
    expect(active?.data?.plan.id).toBe('premium-anual');
    expect(await history(user)).toHaveLength(1);
  });

  it('moves an annual subscriber to the monthly plan, the unused year left as credit (nothing charged now)', async () => {
    const { user, sub } = await subscribed('change-to-monthly', 'premium-anual');
    const quote = (await preview(user, sub.id, 'premium-mensal')).body.data as Preview;
    expect(quote.creditCents).toBeGreaterThan(17000);
    expect(quote.amountDueCents).toBe(0);
    const done = await change(user, sub.id, { planId: 'premium-mensal', prorationDate: quote.prorationDate });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data?.plan.id).toBe('premium-mensal');
  });

  it('refuses the same plan, an unknown plan, a stale quote and malformed input, and changes nothing', async () => {
    const { user, sub } = await subscribed('change-refused');
    const now = Math.floor(Date.now() / 1000);
    const same = await change(user, sub.id, { planId: 'premium-mensal', prorationDate: now });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ success: false, error: 'Você já está neste plano.' });
    expect((await preview(user, sub.id, 'premium-mensal')).status).toBe(409);
    const unknown = await change(user, sub.id, { planId: 'plano-nenhum', prorationDate: now });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: 'Plano não encontrado.' });
    const stale = await change(user, sub.id, { planId: 'premium-anual', prorationDate: now - 3 * 3600 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('expirou');
    expect((await change(user, sub.id, { planId: 'premium-anual' })).status).toBe(400);
    expect((await change(user, sub.id, { planId: 'premium-anual', prorationDate: 'ontem' })).status).toBe(
      400,
    );

    const remote = await stripeSdk().subscriptions.retrieve(sub.id);
    expect(remote.metadata.planId).toBe('premium-mensal');
    expect((await activeOf(user))?.data?.plan.id).toBe('premium-mensal');
  });

  it('copies a plan change made at Stripe (its dashboard, a retry) from customer.subscription.updated alone', async () => {
    const { user, sub } = await subscribed('change-by-webhook');
    const stripe = stripeSdk();
    const remote = await stripe.subscriptions.retrieve(sub.id);
    const price = await stripe.prices.create({
      currency: 'brl',
      unit_amount: 17940,
      recurring: { interval: 'year' },
      product_data: { name: 'Premium Anual' },
    });
    await stripe.subscriptions.update(sub.id, {
      items: [{ id: remote.items.data[0]?.id as string, price: price.id }],
      proration_behavior: 'always_invoice',
      metadata: { planId: 'premium-anual' },
    });
    const active = await eventually(
      () => activeOf(user),
      (value) => value?.data?.plan.id === 'premium-anual',
    );
    expect(active?.data?.plan).toMatchObject({ id: 'premium-anual', duration_days: 365 });
  });

  it("finds no other person's subscription (404), and refuses a cancelled one with 409", async () => {
    const { user, sub } = await subscribed('change-owner');
    const stranger = await registerUser('change-stranger');
    const now = Math.floor(Date.now() / 1000);
    const foreign = await change(stranger, sub.id, { planId: 'premium-anual', prorationDate: now });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Assinatura não encontrada.');
    expect((await preview(stranger, sub.id, 'premium-anual')).status).toBe(404);

    expect((await api('PUT', `/api/subscriptions/${sub.id}/cancel`, { token: user.token })).status).toBe(200);
    const cancelled = await change(user, sub.id, { planId: 'premium-anual', prorationDate: now });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error).toContain('foi cancelada');
  });
});
