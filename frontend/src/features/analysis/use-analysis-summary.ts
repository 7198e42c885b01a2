// The premium area's light entry, not its barrel: the barrel brings the paywall and zod into /app's first load.
import { useSignedInUser } from '../auth';
import { inFreeTrial, usePaywallStatus } from '../premium/access';
import { useAnalysisHistory } from './api/get-analysis-history';
import { useAnalysisProgress } from './api/get-analysis-progress';

export interface AnalysisSummary {
  /** Percent change of the overall score between the first and latest comparable analyses. */
  improvement: number | null;
  /** Complete analyses; null when neither progress nor history could be read (e.g. the plan lacks both). */
  count: number | null;
  isLoading: boolean;
}

/**
 * Progress first (it has the improvement and the count); the history's count when progress is refused. Only
 * what the plan opens is asked for (the paywall status says which features), so an ended trial does not
 * collect 403s; if the status cannot be read, both are tried and the server decides. During the free trial
 * (the signed-in user's trialEndsAt, the date the server's rule reads) every feature is open, so progress is
 * asked at once, beside the status instead of after it: one round trip less before home's headline paints.
 */
export const useAnalysisSummary = (): AnalysisSummary => {
  const access = usePaywallStatus();
  const inTrial = inFreeTrial(useSignedInUser()?.trialEndsAt);
  const known = access.isSuccess || access.isError;
  const allows = (feature: 'skin_progress' | 'skin_history') =>
    access.isError || (access.data?.features.includes(feature) ?? false);
  const progress = useAnalysisProgress(inTrial || (known && allows('skin_progress')));
  const history = useAnalysisHistory(
    known && allows('skin_history') && (progress.isError || !allows('skin_progress')),
  );
  if (progress.data) {
    return { improvement: progress.data.improvement, count: progress.data.analysesCount, isLoading: false };
  }
  if (history.data) {
    const count = history.data.filter((analysis) => analysis.status === 'complete').length;
    return { improvement: null, count, isLoading: false };
  }
  return {
    improvement: null,
    count: null,
    isLoading: !known || (progress.isLoading && !progress.isError) || history.isLoading,
  };
};
