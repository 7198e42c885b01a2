import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { updateUser } from '../../lib/session';
import { productKeys } from '../products/api/product-keys';
import { profileStatsKey } from '../profile/api/get-profile-stats';
import { announceAnalysisCompleted } from './announce-analysis-completed';
import { analysisKeys } from './api/analysis-keys';
import { runAnalysis } from './api/run-analysis';

/**
 * Runs one analysis of a photo. On success the user's `skinAnalyzed` flag is set (the shell then re-reads
 * the profile), the cached history, latest, progress, recommendations and profile counts are refreshed, and
 * 'skinAnalysisCompleted' fires.
 * Leaving the screen or retaking stops the polling.
 */
export const useAnalysisRun = () => {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (photo: Blob) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      return runAnalysis(photo, { signal: current.signal });
    },
    onSuccess: () => {
      updateUser({ skinAnalyzed: true });
      void queryClient.invalidateQueries({ queryKey: analysisKeys.all });
      // Recommendations, compatibility and the analysis count all follow the newest analysis.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileStatsKey });
      announceAnalysisCompleted();
    },
  });

  useEffect(() => () => controller.current?.abort(), []);

  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    resetMutation();
  }, [resetMutation]);

  return { ...mutation, reset };
};
