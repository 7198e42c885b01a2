import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { patchSignedInUser, signedInUserOf } from '../auth';
import { analysisHistoryQuery } from './api/get-analysis-history';

/**
 * The routine tab's re-check (spec 2.5): the history decides whether the user has a complete analysis;
 * when it cannot be read (offline, plan without skin_history) the stored `skinAnalyzed` flag does.
 */
export const useAnalysisStatusCheck = () => {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const storedFlag = () => signedInUserOf(queryClient)?.skinAnalyzed ?? false;
    try {
      const history = await queryClient.fetchQuery({ ...analysisHistoryQuery, staleTime: 0, retry: false });
      const analyzed = history.some((analysis) => analysis.status === 'complete');
      if (analyzed && !storedFlag()) patchSignedInUser(queryClient, { skinAnalyzed: true });
      return analyzed;
    } catch {
      return storedFlag();
    }
  }, [queryClient]);
};
