// First: zod must be configured before any schema is built (see the module).
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { documentPageAt } from './app/document-pages';
import { PageFrame } from './app/page-frame';
import { startServiceWorker } from './lib/service-worker';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/feedback.css';
import './styles/lists.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Two ways in, each its own chunk, so every page loads only React, the page's frame and this file before its own
// code: the landing page and the onboarding run without the app's router (app/document-pages.ts); every
// other page starts the router. Each page's HTML preloads the chunks its way needs.
const documentPath = documentPageAt(window.location.pathname);
const start = documentPath
  ? await import('./app/start-document-page').then((m) => m.startDocumentPage(root, documentPath))
  : await import('./app/start-app').then((m) => m.startApp(root));

const page = (
  <StrictMode>
    <PageFrame>{start.content}</PageFrame>
  </StrictMode>
);
// As a transition, the first render (or the hydration of a prerendered page) yields to the browser every few
// milliseconds instead of holding the main thread for the whole page (one long task on a phone: Lighthouse's total
// blocking time). A prerendered page is painted already, and a tap on a part not yet hydrated is replayed once it
// is; otherwise React replaces the shell's splash in one commit, so the page never goes blank first.
startTransition(() => {
  if (start.hydrate) hydrateRoot(root, page);
  else createRoot(root).render(page);
});

// The page was painted in the person's theme by its boot script (shared/src/theme-boot.ts); keeping it in step
// with the system's setting and other tabs can wait for a chunk of its own, out of what every page loads first.
void import('./lib/theme').then(({ followTheme }) => followTheme());

// Production only: the dev server and the tests run without a service worker (a stale cache there only confuses).
if (import.meta.env.PROD) void startServiceWorker();
