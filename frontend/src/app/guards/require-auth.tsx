import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { forgetRememberedPage, rememberPage } from '../../lib/remembered-page';
import { useSession } from '../../lib/session';

/** Private area (spec 2.2): anonymous visitors go to /login and the page they asked for is remembered. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (status === 'authenticated') forgetRememberedPage();
  }, [status]);
  if (status === 'restoring') return <LoadingScreen />;
  if (status === 'anonymous') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    rememberPage(from);
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
