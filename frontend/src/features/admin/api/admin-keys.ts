import type { QueryOf } from '@pele/shared/route-def';
import type { routes } from '@pele/shared/routes';
import { keepPreviousData } from '@tanstack/react-query';

/** TanStack Query keys of the admin panel; every write refreshes the whole panel (the dashboard counts move). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  audit: () => ['admin', 'audit'] as const,
  products: (query: QueryOf<typeof routes.adminListProducts>) => ['admin', 'products', query] as const,
  users: (query: QueryOf<typeof routes.adminListUsers>) => ['admin', 'users', query] as const,
  orders: (query: QueryOf<typeof routes.adminListOrders>) => ['admin', 'orders', query] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  reviews: (query: QueryOf<typeof routes.adminListReviews>) => ['admin', 'reviews', query] as const,
  analytics: (period: string) => ['admin', 'analytics', period] as const,
  settings: () => ['admin', 'settings'] as const,
  plans: () => ['admin', 'plans'] as const,
};

/** A paged list keeps the page it shows while the next one loads. */
export const listQueryOptions = { placeholderData: keepPreviousData };
