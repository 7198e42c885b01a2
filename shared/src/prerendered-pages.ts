/**
 * The pages the SPA build renders to HTML (frontend/vite-plugins/prerender.ts), each in its own file at the
 * site's root, so they paint before any JavaScript arrives; every other extension-less path is a client route
 * answered with the empty SPA shell. CloudFront's rewrite function and the local static server both resolve a
 * path with `spaFileFor`, so they serve the same file for it.
 */
export const PRERENDERED_PAGES = {
  '/': 'index.html',
  '/onboarding': 'onboarding.html',
  '/login': 'login.html',
  '/register': 'register.html',
  '/forgot-password': 'forgot-password.html',
  '/reset-password': 'reset-password.html',
} as const;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** The SPA without prerendered content: client routes (/app/..., /admin/...) render into it. */
export const SPA_SHELL_FILE = 'shell.html';

/** '/login/' and '/login' are the same page. */
export const normalizePagePath = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

export const isPrerenderedPath = (pathname: string): pathname is PrerenderedPath =>
  Object.hasOwn(PRERENDERED_PAGES, pathname);

/** The file that answers an extension-less path: its prerendered page, or the shell. */
export const spaFileFor = (pathname: string): string => {
  const path = normalizePagePath(pathname);
  return isPrerenderedPath(path) ? PRERENDERED_PAGES[path] : SPA_SHELL_FILE;
};
