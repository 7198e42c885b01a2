import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pagesToPrerender, shellModules } from './prerendered-pages';
import { AppProvider } from './provider';
import { appRoutes } from './routes';
import { ShellSplash } from './shell-splash';

/**
 * The build's server entry (vite-plugins/prerender.ts): renders a page of the same route table the browser
 * uses, with React Router's static router, to the HTML that goes in #root. No hydration data is embedded (the
 * pages have no loaders, and the site's CSP allows no inline script).
 */
export async function renderPage(url: string): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${url} answered ${context.status} at build time: a prerendered page must render itself`);
  }
  if (context.errors) throw new Error(`${url} failed at build time: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (not renderToString) waits for anything suspended, so the HTML is the finished page.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The SPA shell's content until the app renders (see shell-splash.tsx). */
export async function renderShell(): Promise<string> {
  const { prelude } = await prerender(<ShellSplash />);
  return new Response(prelude).text();
}

export { pagesToPrerender, shellModules };
