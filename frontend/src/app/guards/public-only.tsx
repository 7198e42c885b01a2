import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { postLoginTarget } from '../../lib/post-login-target';
import { useSession } from '../../lib/session';

/**
 * Visitors-only pages (/login, /register): a signed-in user goes to the remembered page or /app
 * (admins to /admin). The login screen relies on this to redirect once it stores the session.
 */
export function PublicOnly() {
  const { status, user } = useSession();
  if (status === 'restoring') return <LoadingScreen />;
  if (status === 'authenticated' && user) return <Navigate to={postLoginTarget(user)} replace />;
  return <Outlet />;
}
