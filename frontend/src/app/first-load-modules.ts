/**
 * Source files (relative to frontend/) that decide what a page loads first, read by the build
 * (vite.config.ts, vite-plugins/) as well as by prerendered-pages.ts; so this module imports nothing.
 */

/** How main.tsx starts a document page (document-pages.ts). */
export const START_DOCUMENT_PAGE = 'src/app/start-document-page.tsx';

/** How main.tsx starts every other page: the app's router. */
export const START_APP = 'src/app/start-app.tsx';

/** The guard of every signed-in route. */
export const REQUIRE_AUTH = 'src/app/guards/require-auth.tsx';

/** What the SPA shell (every client route: /app/..., /admin/...) preloads: the router and its guard. */
export const ROUTER_MODULES = [START_APP, REQUIRE_AUTH];

/**
 * What the shell also preloads outside the staff area (shared/src/shell-preload.ts): the signed-in app home's code,
 * which most of its loads open. Without it the home's code is only requested once the entry has run, a round trip
 * more before anything paints on a phone network (Lighthouse on /app).
 */
export const HOME_MODULES = [
  'src/app/routes/app-shell-page.tsx',
  // start-app.tsx imports it on a signed-in load of /app, to start the home's calls before the first render.
  'src/app/prefetch-app-home.ts',
];

/** What a load of /app fetches first. */
export const SHELL_MODULES = [...ROUTER_MODULES, ...HOME_MODULES];

/** The login page, a document page (document-pages.ts). */
export const LOGIN_PAGE = 'src/features/auth/components/login-page.tsx';

/** The other sign-in screens (prerendered, hydrated by the router) and their guard. */
export const SIGN_IN_MODULES = {
  publicOnly: 'src/app/guards/public-only.tsx',
  register: 'src/features/auth/components/register-page.tsx',
  forgotPassword: 'src/features/auth/components/forgot-password-page.tsx',
  resetPassword: 'src/features/auth/components/reset-password-page.tsx',
} as const;

/** What /admin loads after the router: its guard, its layout and the dashboard, its first tab (app/routes.tsx). */
export const ADMIN_MODULES = [
  START_APP,
  'src/app/guards/require-admin.tsx',
  'src/features/admin/components/layout/admin-layout.tsx',
  'src/features/admin/components/dashboard/dashboard-tab.tsx',
];
