import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { monthly } from '../premium-test-fixtures';
import { PaymentCancelPage } from './payment-cancel-page';
import { PaymentSuccessPage } from './payment-success-page';

afterEach(() => vi.unstubAllGlobals());

const subscription = {
  id: 'sub_1',
  status: 'active',
  isActive: true,
  plan: monthly,
  currentPeriodEnd: '2026-12-23T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
};

describe('payment success page (spec 2.12)', () => {
  it('goes back to /app without a session id', async () => {
    stubApi({});
    const { router } = renderFeature(<PaymentSuccessPage />, { path: '/app/payment/success' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('confirms a subscription and leads to the analysis', async () => {
    stubApi({ 'GET /api/payments/verify-session': () => ok({ subscription, orderId: null }) });
    renderFeature(<PaymentSuccessPage />, { path: '/app/payment/success?session_id=cs_1' });
    expect(screen.getByText('Verificando pagamento...')).toBeInTheDocument();
    expect(await screen.findByText('Pagamento Confirmado!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Começar Análise de Pele' })).toHaveAttribute(
      'href',
      '/app/analyze',
    );
  });

  it('confirms an order and links to it and to all orders', async () => {
    stubApi({ 'GET /api/payments/verify-session': () => ok({ subscription: null, orderId: 'ord_1' }) });
    renderFeature(<PaymentSuccessPage />, { path: '/app/payment/success?session_id=cs_2' });
    expect(await screen.findByText('Pagamento Confirmado!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Detalhes do Pedido' })).toHaveAttribute(
      'href',
      '/app/orders/ord_1',
    );
    expect(screen.getByRole('link', { name: 'Ver Todos os Pedidos' })).toHaveAttribute('href', '/app/orders');
  });

  it('shows the verification error and the way home', async () => {
    stubApi({
      'GET /api/payments/verify-session': () => fail(404, 'Sessão de pagamento não encontrada.', 'NOT_FOUND'),
    });
    renderFeature(<PaymentSuccessPage />, { path: '/app/payment/success?session_id=cs_x' });
    expect(
      await screen.findByText('Erro ao verificar pagamento: Sessão de pagamento não encontrada.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/app');
  });
});

const contacts = (supportPhone: string) => ({ supportPhone, supportEmail: '', privacyEmail: '' });

describe('payment cancel page (spec 2.12)', () => {
  it('chats with the support number staff set in the panel, in a new tab', async () => {
    stubApi({ 'GET /api/settings/public': () => ok(contacts('5511999998888')) });
    renderFeature(<PaymentCancelPage />, { path: '/app/payment/cancel' });
    const support = await screen.findByRole('link', { name: 'Contatar Suporte' });
    expect(support.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511999998888\?text=/);
    expect(support).toHaveAttribute('target', '_blank');
  });

  it('offers no support chat while no number is set, nor when the settings call fails', async () => {
    for (const answer of [() => ok(contacts('')), () => fail(500, 'Falha interna.', 'INTERNAL')]) {
      const { calls } = stubApi({ 'GET /api/settings/public': answer });
      const view = renderFeature(<PaymentCancelPage />, { path: '/app/payment/cancel' });
      await vi.waitFor(() => expect(calls().some((call) => call.path === '/api/settings/public')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('heading', { name: 'Pagamento Cancelado' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Contatar Suporte' })).toBeNull();
      view.unmount();
    }
  });

  it('says nothing was charged and offers to retry', () => {
    stubApi({});
    renderFeature(<PaymentCancelPage />, { path: '/app/payment/cancel' });
    expect(screen.getByRole('heading', { name: 'Pagamento Cancelado' })).toBeInTheDocument();
    expect(screen.getByText(/Nenhum valor foi cobrado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tentar Novamente' })).toHaveAttribute('href', '/app');
  });
});
