import { describe, expect, it } from 'vitest';
import { analysisKeys } from '../features/analysis';
import { setSignedInUser } from '../features/auth';
import { premiumKeys } from '../features/premium';
import { createQueryClient } from '../lib/query-client';
import { progressOf } from '../testing/analysis-fixtures';
import { ok, testUser } from '../testing/fixtures';
import { stubApi } from '../testing/render-feature';
import { prefetchAppHome } from './prefetch-app-home';

const DAY = 24 * 60 * 60 * 1000;
const status = (features: string[]) => ({
  isInFreeTrial: features.length > 0,
  trialExpired: features.length === 0,
  trialEndsAt: '2025-01-08T00:00:00.000Z',
  hasActiveSubscription: false,
  shouldShowPaywall: features.length === 0,
  accessReason: features.length > 0 ? 'free_trial' : 'trial_expired',
  features,
});

const clientFor = (trialEndsAt: string) => {
  const queryClient = createQueryClient();
  setSignedInUser(queryClient, testUser({ trialEndsAt }));
  return queryClient;
};

describe('prefetchAppHome', () => {
  it("puts the paywall status and, in the trial, the progress in the home's query cache at once", async () => {
    const api = stubApi({
      'GET /api/subscriptions/paywall-status': () => ok(status(['skin_progress'])),
      'GET /api/skin-analysis/progress': () => ok(progressOf({ analysesCount: 2 })),
    });
    const queryClient = clientFor(new Date(Date.now() + DAY).toISOString());
    prefetchAppHome(queryClient);
    await expect
      .poll(() => queryClient.getQueryData(analysisKeys.progress()))
      .toMatchObject({ analysesCount: 2 });
    expect(queryClient.getQueryData(premiumKeys.paywall())).toMatchObject({ features: ['skin_progress'] });
    expect(api.calls().map((call) => call.path)).toEqual([
      '/api/subscriptions/paywall-status',
      '/api/skin-analysis/progress',
    ]);
  });

  it('after the trial asks only for the paywall status (the plan decides the rest)', async () => {
    const api = stubApi({ 'GET /api/subscriptions/paywall-status': () => ok(status([])) });
    const queryClient = clientFor('2025-01-08T00:00:00.000Z');
    prefetchAppHome(queryClient);
    await expect.poll(() => queryClient.getQueryData(premiumKeys.paywall())).toMatchObject({ features: [] });
    expect(api.calls().map((call) => call.path)).toEqual(['/api/subscriptions/paywall-status']);
  });
});
