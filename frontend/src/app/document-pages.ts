import { normalizePagePath, type PrerenderedPath } from '@pele/shared/prerendered-pages';
import type { ComponentType } from 'react';

/**
 * The document pages: the landing page, the onboarding and the login, the first things a visitor opens, often on
 * a phone network. Each is its own HTML document (prerendered at build time) that hydrates without the app's
 * router or query client: only React and the page itself (the landing page's first load ≤ 90 KB gzip, the login's
 * ≤ 100 KB, the JavaScript every page loads ≤ 70 KB). A link out of them is a page load (plain anchors; see
 * lib/page-load.ts), and the app's router loads them as documents too (routes.tsx, LoadAsDocument).
 * Every other page, the other sign-in screens included, is a route of the app's router.
 *
 * main.tsx imports this table, so it imports nothing but the pages' loaders.
 */
export const DOCUMENT_PAGES = {
  '/': () => import('../features/landing/landing-page').then((m) => m.LandingPage),
  '/onboarding': () => import('../features/onboarding/onboarding-page').then((m) => m.OnboardingPage),
  '/login': () => import('../features/auth/components/login-page').then((m) => m.LoginPage),
} satisfies Partial<Record<PrerenderedPath, () => Promise<ComponentType>>>;

export type DocumentPath = keyof typeof DOCUMENT_PAGES;

export const DOCUMENT_PAGE_PATHS = Object.keys(DOCUMENT_PAGES) as DocumentPath[];

/** The document page at `pathname` ('/onboarding/' is '/onboarding'), if it is one. */
export const documentPageAt = (pathname: string): DocumentPath | undefined => {
  const path = normalizePagePath(pathname);
  return Object.hasOwn(DOCUMENT_PAGES, path) ? (path as DocumentPath) : undefined;
};
