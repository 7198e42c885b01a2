import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DOCUMENT_PAGES, documentPageAt } from './document-pages';
import { HOME_MODULES, ROUTER_MODULES } from './first-load-modules';
import { PageFrame } from './page-frame';
import { pagesToPrerender } from './prerendered-pages';
import { AppProvider } from './provider';
import { appRoutes } from './routes';
import { ShellSplash } from './shell-splash';

/**
 * The build's server entry (vite-plugins/prerender.ts): renders a page to the HTML that goes in #root, as the
 * browser will hydrate it: a document page (document-pages.ts) on its own, any other page from the route table
 * the browser uses, with React Router's static router. No hydration data is embedded (the
 * pages have no loaders, and the site's CSP allows no inline script).
 */
export async function renderPage(url: string): Promise<string> {
  const documentPath = documentPageAt(new URL(url, 'http://prerender.local').pathname);
  if (documentPath) {
    const Page = await DOCUMENT_PAGES[documentPath]();
    return renderToHtml(<Page />);
  }
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${url} answered ${context.status} at build time: a prerendered page must render itself`);
  }
  if (context.errors) throw new Error(`${url} failed at build time: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToHtml(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
}

/** prerender (not renderToString) waits for anything suspended, so the HTML is the finished page. */
async function htmlOf(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** A page in the frame main.tsx puts every page in. */
const renderToHtml = (content: ReactNode) =>
  htmlOf(
    <StrictMode>
      <PageFrame>{content}</PageFrame>
    </StrictMode>,
  );

/** The SPA shell's content until the app renders (see shell-splash.tsx). */
export const renderShell = () => htmlOf(<ShellSplash />);

export { HOME_MODULES as shellHomeModules, pagesToPrerender, ROUTER_MODULES as shellModules };
