import type { User } from '@pele/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { useLocation } from 'react-router';
import { SkeletonRows } from '../../components/skeleton';
import { useAnalysisStatusCheck } from '../../features/analysis/use-analysis-status-check';
import { profileQueryKey } from '../../features/auth/api/profile-query';
import { HomeTab } from '../../features/home/components/home-tab';
import { AnalysisGateDialog } from '../../features/shell/components/analysis-gate-dialog';
import { BottomNav } from '../../features/shell/components/bottom-nav';
import { OverlayFrame } from '../../features/shell/components/overlay-frame';
import {
  AllergiesScreen,
  AnalyzeTab,
  MyReviewsScreen,
  OrdersScreen,
  ProductDetailsScreen,
  ProductsTab,
  ProfileTab,
  preloadTab,
  RoutineTab,
  SavedProductsScreen,
  SettingsScreen,
  SkinProgressScreen,
} from '../../features/shell/lazy-screens';
import { useShellState } from '../../features/shell/use-shell-state';
import { AppNavigationContext, type Overlay, type OverlayId, type TabId } from '../../lib/app-navigation';
import { showToast } from '../../lib/toast';

const OVERLAY_TITLES: Record<OverlayId, string> = {
  orders: 'Meus Pedidos',
  settings: 'Configurações',
  'saved-products': 'Produtos Salvos',
  'my-reviews': 'Minhas Avaliações',
  'skin-progress': 'Progresso da Pele',
  'product-details': 'Detalhes do Produto',
  allergies: 'Alergias e ingredientes a evitar',
};

const tabFromPath = (pathname: string): TabId =>
  pathname.startsWith('/app/products')
    ? 'products'
    : pathname.startsWith('/app/routine')
      ? 'routine'
      : 'home';

/** `navigate('/app', { state: { overlay: 'orders' } })` opens the shell on an overlay (e.g. after a payment). */
const overlayFromState = (state: unknown): Overlay | null => {
  const id = (state as { overlay?: unknown } | null)?.overlay;
  return typeof id === 'string' && id in OVERLAY_TITLES ? { id: id as OverlayId } : null;
};

/** Shown while a tab's or overlay's chunk downloads on its first use. */
const screenLoading = <SkeletonRows height="6rem" testId="screen-loading" />;

function TabView({ tab }: { tab: TabId }) {
  switch (tab) {
    case 'home':
      return <HomeTab />;
    case 'analyze':
      return <AnalyzeTab />;
    case 'products':
      return <ProductsTab />;
    case 'routine':
      return <RoutineTab />;
    case 'profile':
      return <ProfileTab />;
  }
}

function OverlayView({ overlay }: { overlay: Overlay }) {
  switch (overlay.id) {
    case 'orders':
      return (
        <OrdersScreen onWriteReview={() => showToast('As avaliações de produtos chegam em breve.', 'info')} />
      );
    case 'settings':
      return <SettingsScreen />;
    case 'saved-products':
      return <SavedProductsScreen />;
    case 'my-reviews':
      return <MyReviewsScreen />;
    case 'skin-progress':
      return <SkinProgressScreen />;
    case 'product-details': {
      const productId = overlay.params?.productId ?? '';
      return <ProductDetailsScreen key={productId} productId={productId} />;
    }
    case 'allergies':
      return <AllergiesScreen />;
  }
}

/** The app shell of spec 2.5 at /app, /app/products and /app/routine: tabs, overlays and the analysis gate. */
export function AppShellPage() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const hasAnalysis = useCallback(
    () => queryClient.getQueryData<User>(profileQueryKey)?.skinAnalyzed ?? false,
    [queryClient],
  );
  const recheckAnalysis = useAnalysisStatusCheck();
  const { navigation, gateOpen, closeGate, goAnalyze } = useShellState({
    initialTab: tabFromPath(location.pathname),
    initialOverlay: overlayFromState(location.state),
    hasAnalysis,
    recheckAnalysis,
  });

  return (
    <AppNavigationContext value={navigation}>
      <div className="shell">
        <main className="shell__main" data-testid="app-shell">
          {navigation.overlay ? (
            <OverlayFrame title={OVERLAY_TITLES[navigation.overlay.id]} onBack={navigation.closeOverlay}>
              {/* Inside the frame, so its title shows and takes focus while the screen's chunk loads. */}
              <Suspense fallback={screenLoading}>
                <OverlayView overlay={navigation.overlay} />
              </Suspense>
            </OverlayFrame>
          ) : (
            <Suspense fallback={screenLoading}>
              <TabView tab={navigation.tab} />
            </Suspense>
          )}
        </main>
        <BottomNav
          active={navigation.overlay ? null : navigation.tab}
          onSelect={navigation.selectTab}
          onIntent={preloadTab}
        />
        <AnalysisGateDialog open={gateOpen} onCancel={closeGate} onAnalyze={goAnalyze} />
      </div>
    </AppNavigationContext>
  );
}
