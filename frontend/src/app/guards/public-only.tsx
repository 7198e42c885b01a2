import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useSignedIn } from '../../features/auth/use-signed-in';
import { postLoginTarget } from '../../lib/post-login-target';
import { rememberNextPage } from '../../lib/remembered-page';

/**
 * Visitors-only pages (/login, /register): a signed-in user goes to the remembered page or /app
 * (admins to /admin); a `next` path of the app in the link becomes the remembered page. The login screen relies on this to redirect once it stores the session.
 */
export function PublicOnly() {
  const signedIn = useSignedIn();
  // Before the redirect below reads it; writing the same path again on a later render changes nothing.
  rememberNextPage(useLocation().search);
  if (signedIn.status === 'loading') return <LoadingScreen />;
  if (signedIn.status === 'signed-in') return <Navigate to={postLoginTarget(signedIn.user)} replace />;
  return <Outlet />;
}
