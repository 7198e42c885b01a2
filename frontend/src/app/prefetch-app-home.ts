import type { QueryClient } from '@tanstack/react-query';
import { analysisProgressQuery } from '../features/analysis';
import { signedInUserOf } from '../features/auth';
import { inFreeTrial, paywallStatusQuery } from '../features/premium/access';

/**
 * Starts the calls whose answers paint /app's home (its largest paint is the progress card's
 * headline) while the app's code is still rendering, instead of from the first render's effects: the paywall
 * status and, during the free trial (which opens every feature), the progress beside it. The answers land in
 * the query cache the home's hooks read, under the same keys; a cached fresh answer is not asked again.
 */
export const prefetchAppHome = (queryClient: QueryClient) => {
  void queryClient.prefetchQuery(paywallStatusQuery());
  if (inFreeTrial(signedInUserOf(queryClient)?.trialEndsAt))
    void queryClient.prefetchQuery(analysisProgressQuery());
};
