import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useSignedIn } from '../../features/auth/use-signed-in';
import { postLoginTarget } from '../../lib/post-login-target';

/**
 * Visitors-only pages (/login, /register): a signed-in user goes to the remembered page or /app
 * (admins to /admin). The login screen relies on this to redirect once it stores the session.
 */
export function PublicOnly() {
  const signedIn = useSignedIn();
  if (signedIn.status === 'loading') return <LoadingScreen />;
  if (signedIn.status === 'signed-in') return <Navigate to={postLoginTarget(signedIn.user)} replace />;
  return <Outlet />;
}
