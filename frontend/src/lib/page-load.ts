/**
 * The page this one is leaving for, once a page load was asked. A page load takes a moment to start, and what
 * runs meanwhile may ask for another: the guards that see a session end open the login page, and after a logout
 * or an account deletion that would replace the page the person chose. The first one asked wins.
 */
let leavingFor: string | undefined;

// A page restored from the back-forward cache (back from Stripe's checkout) left nowhere: it may leave again.
if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leavingFor = undefined;
  });

/**
 * Opens `path` with a page load, unless one is already under way. The document pages (app/document-pages.ts) run
 * without the app's router, so this is how they leave, how the router opens them, and how the app leaves for
 * another site (Stripe's checkout) or drops its in-memory state (a logout). `replace` takes the current history
 * entry's place (the router already made one for the address).
 */
export const loadPage = (path: string, { replace = false }: { replace?: boolean } = {}) => {
  if (leavingFor !== undefined) return;
  leavingFor = path;
  if (replace) window.location.replace(path);
  else window.location.assign(path);
};
