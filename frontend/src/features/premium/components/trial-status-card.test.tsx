import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { monthly, trialStatus } from '../premium-test-fixtures';
import { TrialStatusCard } from './trial-status-card';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inTrial = {
  ...trialStatus,
  isInFreeTrial: true,
  trialExpired: false,
  trialEndsAt: '2026-12-05T12:00:00.000Z',
  shouldShowPaywall: false,
  accessReason: 'free_trial',
};
const withStatus = (status: unknown) =>
  stubApi({
    'GET /api/subscriptions/paywall-status': () => ok(status),
    'GET /api/subscriptions/plans': () => ok([monthly]),
  });

describe("home's trial card", () => {
  it('says when the trial ends, with the plans one tap away, and does not open them by itself', async () => {
    withStatus(inTrial);
    renderFeature(<TrialStatusCard userId="u1" />);
    expect(await screen.findByTestId('trial-status')).toHaveTextContent(
      'Seu teste grátis termina em 05 de dez. de 2026. Nada é cobrado automaticamente.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver planos' }));
    expect(await screen.findByRole('dialog', { name: 'Desbloqueie o Premium' })).toBeInTheDocument();
  });

  it('says the trial ended and opens the plans by itself once, not again on the next visit', async () => {
    withStatus(trialStatus);
    const first = renderFeature(<TrialStatusCard userId="u1" />);
    expect(await screen.findByTestId('trial-status')).toHaveTextContent('Seu teste grátis terminou');
    expect(screen.getByTestId('trial-status')).toHaveTextContent('Terminou em 01 de nov. de 2026.');
    expect(await screen.findByRole('dialog', { name: 'Desbloqueie o Premium' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderFeature(<TrialStatusCard userId="u1" />);
    expect(await screen.findByTestId('trial-status')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing to a subscriber', async () => {
    const api = withStatus({ ...trialStatus, hasActiveSubscription: true, shouldShowPaywall: false });
    renderFeature(<TrialStatusCard userId="u1" />);
    await waitFor(() => expect(api.calls().length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('trial-status')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
