// First: zod must be configured before any schema is built (see the module).
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { canHydrate, loadLazyRoutes } from './app/prerendered-pages';
import { createAppQueryClient } from './app/provider';
import { appRoutes } from './app/routes';
import { startServiceWorker } from './lib/service-worker';
import { getSession } from './lib/session';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered page (landing, onboarding, sign-in screens) is already painted: React takes over that HTML.
// Anything else (the SPA shell, or a prerendered page the visitor's state would change) renders from scratch;
// React replaces the HTML in the same commit, so the page never goes blank first.
if (canHydrate(root.dataset.prerendered, window.location)) {
  await loadLazyRoutes(appRoutes, window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (one long task on a phone: Lighthouse's total blocking time). The page is painted
  // already, and a tap on a part not yet hydrated is replayed once it is.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
  });
} else {
  const queryClient = createAppQueryClient();
  // A signed-in load of /app's home asks for its data now, while the app's code renders, not after (issue 13).
  // Its own chunk (preloaded by the shell's HTML) keeps the API client out of every other page's first load.
  if (getSession().token && /^\/app\/?$/.test(window.location.pathname)) {
    import('./app/prefetch-app-home')
      .then((m) => m.prefetchAppHome(queryClient))
      // The home's hooks ask themselves when this could not start.
      .catch(() => {});
  }
  const reactRoot = createRoot(root);
  // As a transition, as hydration above: the first render yields to the browser every few milliseconds instead
  // of holding the main thread for the whole app (Lighthouse's total blocking time); the splash stays meanwhile.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

// Production only: the dev server and the tests run without a service worker (a stale cache there only confuses).
if (import.meta.env.PROD) void startServiceWorker();
