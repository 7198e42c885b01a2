import { adminPaths } from '../../../../lib/app-paths';

/** Spec 2.14's side navigation, in its order; the dashboard is the default. */
export const ADMIN_TABS = [
  { path: adminPaths.dashboard, label: 'Dashboard' },
  { path: adminPaths.products, label: 'Produtos' },
  { path: adminPaths.users, label: 'Usuários' },
  { path: adminPaths.orders, label: 'Pedidos' },
  { path: adminPaths.reviews, label: 'Avaliações' },
  { path: adminPaths.analytics, label: 'Analytics' },
  { path: adminPaths.settings, label: 'Configurações' },
] as const;

/** The title of the top bar: the tab the URL is on (a detail path belongs to its tab). */
export const tabTitle = (pathname: string) =>
  [...ADMIN_TABS].reverse().find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))
    ?.label ?? 'Dashboard';
