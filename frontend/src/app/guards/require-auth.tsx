import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useSignedIn } from '../../features/auth/use-signed-in';
import { forgetRememberedPage, rememberPage } from '../../lib/remembered-page';

/**
 * Private area (spec 2.2): anonymous visitors go to /login and the page they asked for is remembered.
 * Inside it the signed-in user is always in the profile query: the screens read it from there.
 */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  useEffect(() => {
    if (signedIn.status === 'signed-in') forgetRememberedPage();
  }, [signedIn.status]);
  if (signedIn.status === 'loading') return <LoadingScreen />;
  if (signedIn.status === 'anonymous') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    rememberPage(from);
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
