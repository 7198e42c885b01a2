import type { RouteObject } from 'react-router';
import { useNavigate, useParams } from 'react-router';
import type { ScreenRouteHandle, TabRouteHandle } from '../../lib/app-navigation';
import { appPaths, type TabId } from '../../lib/app-paths';
import {
  AllergiesScreen,
  CartScreen,
  ChallengesScreen,
  MyReviewsScreen,
  NotificationsScreen,
  OrdersScreen,
  ProductDetailsScreen,
  SavedProductsScreen,
  SavedScanScreen,
  ScannerScreen,
  SettingsScreen,
  SkinProgressScreen,
} from './lazy-screens';

function ProductDetailsRoute() {
  const { id = '' } = useParams();
  // A new product is a new screen: its tabs and scroll start over.
  return <ProductDetailsScreen key={id} productId={id} />;
}

/** 'Escrever Avaliação' on a delivered order opens its (first) product, where the review dialog lives. */
function OrdersRoute() {
  const navigate = useNavigate();
  return (
    <OrdersScreen
      onWriteReview={(order) => {
        const productId = order.items[0]?.productId;
        if (productId) navigate(appPaths.product(productId));
      }}
    />
  );
}

function SavedScanRoute() {
  const { id = '' } = useParams();
  return <SavedScanScreen key={id} scanId={id} />;
}

// The layout draws the tab view itself (it outlives a change between these paths); the path picks the first tab.
const tab = (tabId: TabId) => ({ element: null, handle: { tab: tabId } satisfies TabRouteHandle });

/** A screen over the tabs, in the frame titled `title`; opened from its URL, its back button goes to `backTab`. */
const screen = (path: string, title: string, backTab: TabId, Component: RouteObject['Component']) => ({
  path,
  Component,
  handle: { screen: { title, backTab } } satisfies ScreenRouteHandle,
});

/**
 * The children of the shell at /app (spec 2.5). /app, /app/products and /app/routine only pick the first tab;
 * tabs then switch without changing the URL. The screens over the tabs have their own URLs (lib/app-paths.ts),
 * and their chunks load on first use, inside the frame (so its title shows at once).
 */
export const shellRoutes: RouteObject[] = [
  { index: true, ...tab('home') },
  { path: 'products', ...tab('products') },
  { path: 'routine', ...tab('routine') },
  screen('products/:id', 'Detalhes do Produto', 'products', ProductDetailsRoute),
  screen('saved', 'Produtos Salvos', 'profile', SavedProductsScreen),
  screen('reviews', 'Minhas Avaliações', 'profile', MyReviewsScreen),
  screen('settings', 'Configurações', 'profile', SettingsScreen),
  screen('allergies', 'Alergias e ingredientes a evitar', 'profile', AllergiesScreen),
  screen('progress', 'Progresso da Pele', 'home', SkinProgressScreen),
  screen('challenges', 'Desafios', 'home', ChallengesScreen),
  screen('scanner', 'Escanear rótulo', 'products', ScannerScreen),
  screen('scanner/:id', 'Leitura do rótulo', 'products', SavedScanRoute),
  screen('orders', 'Meus Pedidos', 'profile', OrdersRoute),
  screen('cart', 'Carrinho', 'products', CartScreen),
  screen('notifications', 'Notificações', 'profile', NotificationsScreen),
];
