import {
  isPrerenderedPath,
  normalizePagePath,
  PRERENDERED_PAGES,
  type PrerenderedPath,
} from '@pele/shared/prerendered-pages';
import { matchRoutes, type RouteObject } from 'react-router';
import { isOnboardingComplete } from '../lib/onboarding';
import { getSession } from '../lib/session';
import { LOGIN_PAGE, SIGN_IN_MODULES, START_APP, START_DOCUMENT_PAGE } from './first-load-modules';

interface PrerenderedPage {
  /** The address rendered when it is not the path itself. */
  url?: string;
  /**
   * How main.tsx starts the page and the source files of its lazy routes (as in routes.tsx): the build puts their
   * chunks (modulepreload) and CSS in the page's head, so the HTML paints styled and hydration does not wait for a
   * second round trip.
   */
  modules: string[];
  /**
   * The visitor the HTML was rendered for: anonymous, onboarding seen. When the browser's state differs (a
   * signed-in visitor on /login, whose guard redirects), the page renders on the client instead of hydrating,
   * so React never meets HTML it would not have rendered.
   */
  hydratesFor?: (location: Pick<Location, 'search'>) => boolean;
}

const visitorOnly = () => getSession().token === null && isOnboardingComplete();

export const prerenderedPages: Record<PrerenderedPath, PrerenderedPage> = {
  '/': { modules: [START_DOCUMENT_PAGE, 'src/features/landing/landing-page.tsx'] },
  '/onboarding': { modules: [START_DOCUMENT_PAGE, 'src/features/onboarding/onboarding-page.tsx'] },
  // Its own redirects (a signed-in visitor, the onboarding) run after hydration: the HTML is the page for everyone.
  '/login': { modules: [START_DOCUMENT_PAGE, LOGIN_PAGE] },
  '/register': {
    modules: [START_APP, SIGN_IN_MODULES.publicOnly, SIGN_IN_MODULES.register],
    hydratesFor: visitorOnly,
  },
  '/forgot-password': { modules: [START_APP, SIGN_IN_MODULES.forgotPassword] },
  '/reset-password': {
    // Rendered as the e-mailed link opens it, with a token: the form. The token itself is not in the HTML.
    url: '/reset-password?token=prerendered',
    modules: [START_APP, SIGN_IN_MODULES.resetPassword],
    hydratesFor: (location) => (new URLSearchParams(location.search).get('token')?.trim() ?? '') !== '',
  },
};

/** The pages to render at build time, with the file each is written to. */
export const pagesToPrerender = () =>
  (Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]).map((path) => ({
    path,
    file: PRERENDERED_PAGES[path],
    url: prerenderedPages[path].url ?? path,
    modules: prerenderedPages[path].modules,
  }));

/**
 * Whether the HTML in #root is this page prerendered for the browser's state: `prerenderedAs` is what the build
 * wrote in the root's data-prerendered attribute.
 */
export const canHydrate = (
  prerenderedAs: string | undefined,
  location: Pick<Location, 'pathname' | 'search'>,
) => {
  const path = normalizePagePath(location.pathname);
  if (!prerenderedAs || prerenderedAs !== path || !isPrerenderedPath(path)) return false;
  return prerenderedPages[path].hydratesFor?.(location) ?? true;
};

/**
 * Loads the lazy routes that match `pathname` into the route table before the router is created, so its first
 * render is the page itself, as in the HTML, and not the loading fallback (React Router's way to hydrate lazy
 * routes in data mode).
 */
export const loadLazyRoutes = async (routes: RouteObject[], pathname: string) => {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
};
