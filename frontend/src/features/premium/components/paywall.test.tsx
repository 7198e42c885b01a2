import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { monthly, trialStatus, yearly } from '../premium-test-fixtures';
import { PaywallDialog } from './paywall-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = () => renderFeature(<PaywallDialog open onOpenChange={() => {}} />);

describe('paywall (spec 2.8)', () => {
  it('lists the plans with BRL prices, per month or per year, 50% OFF and Mais Popular', async () => {
    stubApi({
      'GET /api/subscriptions/plans': () => ok([monthly, yearly]),
      'GET /api/subscriptions/paywall-status': () => ok(trialStatus),
    });
    open();
    const monthlyCard = await screen.findByTestId('plan-premium-mensal');
    const yearlyCard = screen.getByTestId('plan-premium-anual');
    expect(monthlyCard).toHaveTextContent('R$ 29,90/mês');
    expect(monthlyCard).not.toHaveTextContent('50% OFF');
    expect(yearlyCard).toHaveTextContent('R$ 179,40/ano');
    expect(within(yearlyCard).getByText('50% OFF')).toBeInTheDocument();
    expect(within(yearlyCard).getByText('Mais Popular')).toBeInTheDocument();
    expect(screen.getByText('Cancele a qualquer momento')).toBeInTheDocument();
    expect(screen.queryByText(/24\/7|24 horas/)).toBeNull();
    expect(await screen.findByText(/Seu teste grátis terminou em/)).toBeInTheDocument();
  });

  it('keeps Continuar disabled, with its hint, until a plan is chosen, then starts the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://app.test' });
    const api = stubApi({
      'GET /api/subscriptions/plans': () => ok([monthly, yearly]),
      'GET /api/subscriptions/paywall-status': () => ok(trialStatus),
      'POST /api/subscriptions': () =>
        ok({ checkoutUrl: 'http://stripe.test/checkout/cs_1', sessionId: 'cs_1' }),
    });
    open();
    const button = await screen.findByRole('button', { name: 'Continuar' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Por favor, selecione um plano para continuar.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Premium Anual/ }));
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/checkout/cs_1'));
    const body = JSON.parse(String(api.calls().find((call) => call.method === 'POST')?.init?.body));
    expect(body).toEqual({
      planId: 'premium-anual',
      successUrl: 'http://app.test/app/payment/success',
      cancelUrl: 'http://app.test/app/payment/cancel',
    });
  });

  it('says the checkout failed when the server refuses it', async () => {
    stubApi({
      'GET /api/subscriptions/plans': () => ok([monthly]),
      'GET /api/subscriptions/paywall-status': () => ok(trialStatus),
      'POST /api/subscriptions': () =>
        fail(503, 'Os pagamentos estão indisponíveis no momento.', 'SERVICE_UNAVAILABLE'),
    });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /Premium Mensal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('Ocorreu um erro ao processar sua assinatura. Por favor, tente novamente.'),
    ).toBeInTheDocument();
  });

  it('says why when the server refuses a second subscription', async () => {
    const refusal =
      'Sua assinatura atual continua válida até 10/12/2026. Você poderá assinar de novo a partir dessa data.';
    stubApi({
      'GET /api/subscriptions/plans': () => ok([monthly]),
      'GET /api/subscriptions/paywall-status': () => ok(trialStatus),
      'POST /api/subscriptions': () => fail(409, refusal, 'CONFLICT'),
    });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /Premium Mensal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it("shows 'Nenhum Plano Disponível' for an empty list", async () => {
    stubApi({
      'GET /api/subscriptions/plans': () => ok([]),
      'GET /api/subscriptions/paywall-status': () => ok(trialStatus),
    });
    open();
    expect(await screen.findByText('Nenhum Plano Disponível')).toBeInTheDocument();
  });

  it('offers Close and Retry when the plans do not load, and Retry loads them', async () => {
    let calls = 0;
    stubApi({
      'GET /api/subscriptions/plans': () => (++calls === 1 ? fail(500, 'Erro no servidor.') : ok([monthly])),
      'GET /api/subscriptions/paywall-status': () => ok(trialStatus),
    });
    open();
    expect(await screen.findByText('Erro ao Carregar Planos')).toBeInTheDocument();
    expect(
      screen.getByText('Não foi possível carregar os planos de assinatura. Tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByTestId('plan-premium-mensal')).toBeInTheDocument();
  });
});
