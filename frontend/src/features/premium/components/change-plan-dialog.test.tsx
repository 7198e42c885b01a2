import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { monthly, yearly } from '../premium-test-fixtures';
import { PaywallDialog } from './paywall-dialog';
import { SubscriptionSettings } from './subscription-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const subscription = {
  id: 'sub_1',
  status: 'active',
  isActive: true,
  plan: monthly,
  currentPeriodEnd: '2026-12-28T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  createdAt: '2026-11-28T12:00:00.000Z',
  updatedAt: '2026-11-28T12:00:00.000Z',
};
const subscribedStatus = {
  isInFreeTrial: false,
  trialExpired: true,
  trialEndsAt: '2026-11-01T12:00:00.000Z',
  hasActiveSubscription: true,
  shouldShowPaywall: false,
  accessReason: 'subscription',
  features: monthly.features,
};
const quote = {
  subscriptionId: 'sub_1',
  currentPlan: monthly,
  plan: yearly,
  prorationDate: 1_795_000_000,
  creditCents: 2890,
  newPriceCents: 17940,
  amountDueCents: 15050,
};
const subscriberApi = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /api/subscriptions/plans': () => ok([monthly, yearly]),
    'GET /api/subscriptions/paywall-status': () => ok(subscribedStatus),
    'GET /api/subscriptions/active': () => ok({ data: subscription, hasActiveSubscription: true }),
    'GET /api/payments/methods': () => ok([]),
    'GET /api/subscriptions/sub_1/plan-change': () => ok(quote),
    ...extra,
  });

describe('changing plan from the subscription settings', () => {
  it('shows the new price, the credit and what is charged today before anything is sent, then applies that quote', async () => {
    const api = subscriberApi({
      'PUT /api/subscriptions/sub_1/plan': () => ok({ ...subscription, plan: yearly }),
    });
    renderFeature(<SubscriptionSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar para o plano anual' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mudar para o plano anual?' });
    const shown = await within(dialog).findByTestId('plan-change-quote');
    expect(shown).toHaveTextContent('R$ 179,40/ano');
    expect(shown).toHaveTextContent('− R$ 28,90');
    expect(shown).toHaveTextContent('R$ 150,50');
    expect(api.calls().some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar mudança' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const put = api.calls().find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      planId: 'premium-anual',
      prorationDate: 1_795_000_000,
    });
  });

  it('says why the server refused, keeps the dialog open, and changes nothing else', async () => {
    subscriberApi({
      'PUT /api/subscriptions/sub_1/plan': () =>
        fail(409, 'O valor calculado para a mudança expirou. Revise e confirme de novo.', 'CONFLICT'),
    });
    renderFeature(<SubscriptionSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar para o plano anual' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByTestId('plan-change-quote');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar mudança' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('expirou');
  });

  it('keeps Confirmar disabled while the quote loads and offers Tentar Novamente when it fails', async () => {
    let calls = 0;
    subscriberApi({
      'GET /api/subscriptions/sub_1/plan-change': () =>
        ++calls === 1 ? fail(503, 'Indisponível.', 'SERVICE_UNAVAILABLE') : ok(quote),
    });
    renderFeature(<SubscriptionSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar para o plano anual' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Confirmar mudança' })).toBeDisabled();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível mudar o seu plano. Nada foi cobrado. Tente novamente.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar Novamente' }));
    expect(await within(dialog).findByTestId('plan-change-quote')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar mudança' })).toBeEnabled();
  });

  it('closes with Escape, keyboard only, without changing anything', async () => {
    const api = subscriberApi();
    renderFeature(<SubscriptionSettings />);
    const action = await screen.findByRole('button', { name: 'Mudar para o plano anual' });
    action.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls().some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('a subscriber picking the other plan on the paywall', () => {
  it("shows the server's 409 message and offers the change of plan instead of a second subscription", async () => {
    subscriberApi({
      'POST /api/subscriptions': () => fail(409, 'Você já tem uma assinatura ativa.', 'CONFLICT'),
    });
    renderFeature(<PaywallDialog open onOpenChange={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Premium Anual/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já tem uma assinatura ativa.');
    expect(screen.queryByText(/Ocorreu um erro/)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar para o plano anual' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mudar para o plano anual?' });
    expect(await within(dialog).findByTestId('plan-change-quote')).toHaveTextContent('R$ 150,50');
  });
});
