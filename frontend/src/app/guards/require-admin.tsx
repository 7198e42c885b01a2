import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useSignedIn } from '../../features/auth/use-signed-in';
import { rememberPage } from '../../lib/remembered-page';

/** Admin area (spec 2.2): anonymous visitors go to /login, signed-in non-admins to /app. */
export function RequireAdmin() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn.status === 'loading') return <LoadingScreen />;
  if (signedIn.status === 'anonymous') {
    rememberPage(location.pathname);
    return <Navigate to="/login" replace />;
  }
  if (!signedIn.user.isAdmin) return <Navigate to="/app" replace />;
  return <Outlet />;
}
