import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { loadPage } from '../lib/page-load';

/**
 * The router's route for a document page (document-pages.ts): a navigation to it inside the app (the onboarding
 * guard, the catch-all, a back button) loads it as the document it is, in the history entry the router made.
 */
export function LoadAsDocument() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => loadPage(`${pathname}${search}${hash}`, { replace: true }), [pathname, search, hash]);
  return <LoadingScreen />;
}
