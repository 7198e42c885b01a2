import { Navigate, Outlet } from 'react-router';
import { isOnboardingComplete } from '../../lib/onboarding';

/**
 * Onboarding guard (spec 2.2): without the onboarding_complete flag the visitor sees the introduction first.
 * Applied to /login and /register only, so a returning visitor is never trapped away from the rest.
 */
export function RequireOnboarding() {
  if (!isOnboardingComplete()) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
