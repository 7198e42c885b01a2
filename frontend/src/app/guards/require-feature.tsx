import type { PlanFeature } from '@pele/shared/constants';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { usePaywallStatus } from '../../features/premium';

/**
 * Spec 2.2's requireSubscription: a page that needs a plan feature sends users without it (trial over, no
 * plan with it) to /subscription. The server refuses the calls anyway; this only spares a dead end.
 */
export function RequireFeature({ feature }: { feature: PlanFeature }) {
  const status = usePaywallStatus();
  if (status.isPending) return <LoadingScreen />;
  // Could not ask: let the page load, its calls get the server's answer.
  if (status.isError || status.data.features.includes(feature)) return <Outlet />;
  return <Navigate to="/subscription" replace />;
}

/** /app/analyze and /app/analysis-results (spec 2.1). */
export const RequireSkinAnalysis = () => <RequireFeature feature="skin_analysis" />;
