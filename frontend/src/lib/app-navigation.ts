import { createContext, useContext } from 'react';

/** The shell's tabs (spec 2.5): they switch without changing the URL. */
export type TabId = 'home' | 'analyze' | 'products' | 'routine' | 'profile';
/** Screens that replace the tab view until closed. */
export type OverlayId =
  | 'orders'
  | 'settings'
  | 'saved-products'
  | 'my-reviews'
  | 'skin-progress'
  | 'product-details'
  | 'allergies';
export interface Overlay {
  id: OverlayId;
  /** e.g. the product id of product-details. */
  params?: Record<string, string>;
}

export interface AppNavigation {
  tab: TabId;
  overlay: Overlay | null;
  /** Products and routine pass the analysis gate first. */
  selectTab: (tab: TabId) => void;
  openOverlay: (id: OverlayId, params?: Record<string, string>) => void;
  closeOverlay: () => void;
}

/** Provided by the app shell; features use it to move around without knowing the shell. */
export const AppNavigationContext = createContext<AppNavigation | null>(null);

export const useAppNavigation = () => {
  const navigation = useContext(AppNavigationContext);
  if (!navigation) throw new Error('useAppNavigation must be used inside the app shell');
  return navigation;
};
