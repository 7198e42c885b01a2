/** The shell's tabs (spec 2.5): they switch without changing the URL. */
export type TabId = 'home' | 'analyze' | 'products' | 'routine' | 'profile';

/**
 * Every path of the signed-in area, typed: features navigate with these, app/routes.tsx declares them
 * (a test checks that each one opens its screen). Screens over the tabs have their own URL, so a product
 * can be linked, shared and reloaded.
 */
export const appPaths = {
  home: '/app',
  products: '/app/products',
  routine: '/app/routine',
  product: (id: string) => `/app/products/${encodeURIComponent(id)}`,
  saved: '/app/saved',
  reviews: '/app/reviews',
  settings: '/app/settings',
  progress: '/app/progress',
  challenges: '/app/challenges',
  orders: '/app/orders',
  notifications: '/app/notifications',
  cart: '/app/cart',
  order: (id: string) => `/app/orders/${encodeURIComponent(id)}`,
  allergies: '/app/allergies',
  analyze: '/app/analyze',
  analysisResults: '/app/analysis-results',
  scanner: '/app/scanner',
  scan: (id: string) => `/app/scanner/${encodeURIComponent(id)}`,
} as const;

/** The URL a tab is opened at from outside the tab view: /app/products and /app/routine pick their tab. */
export const tabPath = (tab: TabId) =>
  tab === 'products' ? appPaths.products : tab === 'routine' ? appPaths.routine : appPaths.home;

/** The admin panel's tabs (spec 2.14): each has its own URL, so a reload keeps the place. */
export const adminPaths = {
  dashboard: '/admin',
  products: '/admin/products',
  users: '/admin/users',
  orders: '/admin/orders',
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  reviews: '/admin/reviews',
  analytics: '/admin/analytics',
  settings: '/admin/settings',
} as const;
