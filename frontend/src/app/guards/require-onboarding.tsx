import { useSyncExternalStore } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isOnboardingComplete } from '../../lib/onboarding';

const subscribe = () => () => {};

/**
 * Onboarding guard (spec 2.2): without the onboarding_complete flag the visitor sees the introduction first.
 * Applied to /login and /register only, so a returning visitor is never trapped away from the rest.
 * The build prerenders those pages for a visitor who has seen the onboarding (there is no storage at build time).
 */
export function RequireOnboarding() {
  const complete = useSyncExternalStore(subscribe, isOnboardingComplete, () => true);
  if (!complete) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
