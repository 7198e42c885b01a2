import { getSession } from '../lib/session';
import { App, createAppRouter } from './app';
import type { PageStart } from './page-frame';
import { canHydrate, loadLazyRoutes } from './prerendered-pages';
import { createAppQueryClient } from './provider';
import { appRoutes } from './routes';

/**
 * The app's router, on every page that is not a document page (document-pages.ts): the sign-in screens, the app
 * and the admin area. Loaded by main.tsx; the pages that need it preload it from their HTML.
 */
export async function startApp(root: HTMLElement): Promise<PageStart> {
  // A prerendered sign-in page is already painted: React takes over that HTML, once the page's lazy routes are in
  // the table, so the router's first render is the page itself and not its loading fallback. Anything else (the
  // SPA shell, or a prerendered page the visitor's state would change) renders from scratch.
  if (canHydrate(root.dataset.prerendered, window.location)) {
    await loadLazyRoutes(appRoutes, window.location.pathname);
    return { content: <App router={createAppRouter()} />, hydrate: true };
  }
  const queryClient = createAppQueryClient();
  // A signed-in load of /app's home asks for its data now, while the app's code renders, not after.
  // Its own chunk (preloaded by the shell's HTML) keeps the API client out of every other page's first load.
  if (getSession().token && /^\/app\/?$/.test(window.location.pathname)) {
    import('./prefetch-app-home')
      .then((m) => m.prefetchAppHome(queryClient))
      // The home's hooks ask themselves when this could not start.
      .catch(() => {});
  }
  return { content: <App router={createAppRouter()} queryClient={queryClient} />, hydrate: false };
}
