import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { rememberPage } from '../../lib/remembered-page';
import { useSession } from '../../lib/session';

/** Admin area (spec 2.2): anonymous visitors go to /login, signed-in non-admins to /app. */
export function RequireAdmin() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <LoadingScreen />;
  if (status === 'anonymous' || !user) {
    rememberPage(location.pathname);
    return <Navigate to="/login" replace />;
  }
  if (!user.isAdmin) return <Navigate to="/app" replace />;
  return <Outlet />;
}
