import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSession, updateUser } from '../../lib/session';
import { analysisHistoryQuery } from './api/get-analysis-history';

/**
 * The routine tab's re-check (spec 2.5): the history decides whether the user has a complete analysis;
 * when it cannot be read (offline, plan without skin_history) the stored `skinAnalyzed` flag does.
 */
export const useAnalysisStatusCheck = () => {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const history = await queryClient.fetchQuery({ ...analysisHistoryQuery, staleTime: 0, retry: false });
      const analyzed = history.some((analysis) => analysis.status === 'complete');
      if (analyzed && !getSession().user?.skinAnalyzed) updateUser({ skinAnalyzed: true });
      return analyzed;
    } catch {
      return getSession().user?.skinAnalyzed ?? false;
    }
  }, [queryClient]);
};
