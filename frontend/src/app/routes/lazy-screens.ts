import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TabId } from '../../lib/app-paths';

type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * A screen whose chunk loads on first render, or earlier through `preload` (e.g. when the user points at
 * its tab). A failed download is forgotten, so the next attempt fetches again instead of failing forever.
 */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> => {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
};

// Only home and the shell itself are in the first load of /app; every other tab and overlay is its own chunk.
export const AnalyzeTab = lazyScreen(() =>
  import('../../features/analysis/components/analyze-tab').then((m) => m.AnalyzeTab),
);
export const ProductsTab = lazyScreen(() =>
  import('../../features/products/components/products-tab').then((m) => m.ProductsTab),
);
export const RoutineTab = lazyScreen(() =>
  import('../../features/routine/components/routine-tab').then((m) => m.RoutineTab),
);
export const ProfileTab = lazyScreen(() =>
  import('../../features/profile/components/profile-tab').then((m) => m.ProfileTab),
);

export const CartScreen = lazyScreen(() =>
  import('../../features/orders/components/cart-screen').then((m) => m.CartScreen),
);
export const OrdersScreen = lazyScreen(() =>
  import('../../features/orders/components/orders-screen').then((m) => m.OrdersScreen),
);
export const SettingsScreen = lazyScreen(() => import('./settings-route').then((m) => m.SettingsRoute));
export const SavedProductsScreen = lazyScreen(() =>
  import('../../features/products/components/saved-products-screen').then((m) => m.SavedProductsScreen),
);
export const MyReviewsScreen = lazyScreen(() =>
  import('../../features/reviews/components/my-reviews-screen').then((m) => m.MyReviewsScreen),
);
export const SkinProgressScreen = lazyScreen(() =>
  import('../../features/progress/components/skin-progress-screen').then((m) => m.SkinProgressScreen),
);
export const ChallengesScreen = lazyScreen(() =>
  import('../../features/challenges/components/challenges-screen').then((m) => m.ChallengesScreen),
);
export const ProductDetailsScreen = lazyScreen(() =>
  import('../../features/products/components/product-details-screen').then((m) => m.ProductDetailsScreen),
);
export const AllergiesScreen = lazyScreen(() =>
  import('../../features/products/components/allergies-screen').then((m) => m.AllergiesScreen),
);
export const ScannerScreen = lazyScreen(() =>
  import('../../features/scanner/components/scanner-screen').then((m) => m.ScannerScreen),
);
export const SavedScanScreen = lazyScreen(() =>
  import('../../features/scanner/components/saved-scan-screen').then((m) => m.SavedScanScreen),
);

const TAB_SCREENS: Record<Exclude<TabId, 'home'>, LazyScreen<object>> = {
  analyze: AnalyzeTab,
  products: ProductsTab,
  routine: RoutineTab,
  profile: ProfileTab,
};

/** Starts downloading a tab's chunk ahead of the tap; home is already loaded with the shell. */
export const preloadTab = (tab: TabId) => {
  if (tab !== 'home') TAB_SCREENS[tab].preload().catch(() => {});
};
export const NotificationsScreen = lazyScreen(() =>
  import('../../features/notifications/components/notifications-screen').then((m) => m.NotificationsScreen),
);
