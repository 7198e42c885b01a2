import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressOf } from '../../testing/analysis-fixtures';
import { ok, testUser } from '../../testing/fixtures';
import { renderFeature, stubApi } from '../../testing/render-feature';
import { setSignedInUser } from '../auth';
import { useAnalysisSummary } from './use-analysis-summary';

const DAY = 24 * 60 * 60 * 1000;
const never = () => new Promise<Response>(() => {});

function Summary() {
  const summary = useAnalysisSummary();
  return (
    <p data-testid="summary">{summary.isLoading ? 'loading' : `${summary.count} ${summary.improvement}`}</p>
  );
}

const renderSummary = (trialEndsAt: string) => {
  const view = renderFeature(<Summary />);
  setSignedInUser(view.queryClient, testUser({ trialEndsAt }));
  return view;
};

describe('useAnalysisSummary', () => {
  it('asks for the progress beside the paywall status while the free trial runs, not after it', async () => {
    const api = stubApi({
      // The status never answers: the progress must not wait for it.
      'GET /api/subscriptions/paywall-status': never,
      'GET /api/skin-analysis/progress': () => ok(progressOf({ improvement: 12, analysesCount: 3 })),
    });
    renderSummary(new Date(Date.now() + 3 * DAY).toISOString());
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent('3 12'));
    expect(api.calls().map((call) => call.path)).toContain('/api/subscriptions/paywall-status');
  });

  it('after the trial asks only what the paywall status opens, so a locked plan collects no 403', async () => {
    const api = stubApi({
      'GET /api/subscriptions/paywall-status': () =>
        ok({
          isInFreeTrial: false,
          trialExpired: true,
          trialEndsAt: '2025-01-08T00:00:00.000Z',
          hasActiveSubscription: false,
          shouldShowPaywall: true,
          accessReason: 'trial_expired',
          features: [],
        }),
    });
    renderSummary('2025-01-08T00:00:00.000Z');
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent('null null'));
    expect(api.calls().map((call) => call.path)).toEqual(['/api/subscriptions/paywall-status']);
  });
});
