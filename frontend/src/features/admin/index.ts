import type { RouteObject } from 'react-router';

/**
 * The admin panel as the app's router mounts it: the layout and one lazy chunk per tab, so a visit to /admin
 * loads neither the other tabs nor the analytics charts.
 */
export const adminRoute: RouteObject = {
  path: '/admin',
  lazy: () => import('./components/layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
  children: [
    {
      index: true,
      lazy: () =>
        import('./components/dashboard/dashboard-tab').then((m) => ({
          Component: m.DashboardTab,
        })),
    },
    {
      path: 'products',
      lazy: () =>
        import('./components/products/products-tab').then((m) => ({
          Component: m.ProductsTab,
        })),
    },
    {
      path: 'users',
      lazy: () => import('./components/users/users-tab').then((m) => ({ Component: m.UsersTab })),
    },
    {
      path: 'orders',
      lazy: () => import('./components/orders/orders-tab').then((m) => ({ Component: m.OrdersTab })),
      children: [
        {
          path: ':orderId',
          lazy: () =>
            import('./components/orders/order-detail-dialog').then((m) => ({
              Component: m.OrderDetailDialog,
            })),
        },
      ],
    },
    {
      path: 'reviews',
      lazy: () => import('./components/reviews/reviews-tab').then((m) => ({ Component: m.ReviewsTab })),
    },
    {
      path: 'analytics',
      lazy: () =>
        import('./components/analytics/analytics-tab').then((m) => ({
          Component: m.AnalyticsTab,
        })),
    },
    {
      path: 'settings',
      lazy: () =>
        import('./components/settings/settings-tab').then((m) => ({
          Component: m.SettingsTab,
        })),
    },
  ],
};
