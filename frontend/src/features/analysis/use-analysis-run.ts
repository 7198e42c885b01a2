import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '../../lib/api-error';
import { refreshAfterWrite } from '../../lib/query-client';
import { patchSignedInUser, refetchSignedInUser } from '../auth';
import { productKeys } from '../products';
import { profileStatsKey } from '../profile';
import { analysisKeys } from './api/analysis-keys';
import { runAnalysis } from './api/run-analysis';

/**
 * Runs one analysis of a photo. On success the signed-in user's `skinAnalyzed` flag is set at once (the
 * analysis gate opens) and the profile is re-read for the server's view; the cached history, latest,
 * progress, recommendations and profile counts are refreshed.
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
    onError: (error) => {
      // The server no longer has a current consent (revoked elsewhere, or a new text): ask for it again.
      if (isApiError(error) && error.code === 'CONSENT_REQUIRED')
        patchSignedInUser(queryClient, { photoConsent: null });
    },
    onSuccess: () => {
      patchSignedInUser(queryClient, { skinAnalyzed: true });
      void refetchSignedInUser(queryClient);
      // Recommendations, compatibility and the analysis count all follow the newest analysis.
      void refreshAfterWrite(queryClient, analysisKeys.all, productKeys.all, profileStatsKey);
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
