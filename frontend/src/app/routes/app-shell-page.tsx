import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SkeletonRows } from '../../components/skeleton';
import { HomeTab } from '../../features/home/components/home-tab';
import { useUnreadNotifications } from '../../features/notifications/use-unread-notifications';
import { CartShortcut } from '../../features/orders/components/cart-shortcut';
import { BottomNav } from '../../features/shell/components/bottom-nav';
import { OverlayFrame } from '../../features/shell/components/overlay-frame';
import { useShellView } from '../../features/shell/shell-view';
import { useScreenBack } from '../../features/shell/use-screen-back';
import { useCloseGate, useSelectTab } from '../../features/shell/use-select-tab';
import type { TabId } from '../../lib/app-paths';
import { AnalyzeTab, lazyScreen, ProductsTab, ProfileTab, preloadTab, RoutineTab } from './lazy-screens';

// Loaded when a gated tab is chosen without an analysis: the dialog library is not part of /app's first load.
const AnalysisGateDialog = lazyScreen(() =>
  import('../../features/shell/components/analysis-gate-dialog').then((m) => m.AnalysisGateDialog),
);

/** Shown while a tab's or screen's chunk downloads on its first use. */
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

/**
 * The app shell of spec 2.5, the layout of /app and its screens: the tab view or, on a screen's URL (a product,
 * saved products, settings, ...), that screen in a frame with a back button; the cart's shortcut with its
 * count; the bottom navigation with the unread notifications on Perfil; and the analysis gate. The tab and the gate live in the history entry (see features/shell/shell-view.ts).
 */
export function AppShellPage() {
  const { screen, tab, gate } = useShellView();
  const selectTab = useSelectTab();
  const closeGate = useCloseGate();
  const back = useScreenBack();
  const routeId = useMatches().at(-1)?.id;
  const unread = useUnreadNotifications();

  return (
    <div className="shell">
      <main className="shell__main" data-testid="app-shell">
        {screen ? (
          // Keyed by route: another screen is a new frame whose title takes focus.
          <OverlayFrame key={routeId} title={screen.title} onBack={back}>
            {/* Inside the frame, so its title shows and takes focus while the screen's chunk loads. */}
            <Suspense fallback={screenLoading}>
              <Outlet />
            </Suspense>
          </OverlayFrame>
        ) : (
          <Suspense fallback={screenLoading}>
            <TabView tab={tab} />
          </Suspense>
        )}
      </main>
      <CartShortcut />
      <BottomNav
        active={screen ? null : tab}
        onSelect={selectTab}
        onIntent={preloadTab}
        badges={{ profile: unread }}
      />
      {gate && (
        <Suspense fallback={null}>
          <AnalysisGateDialog open onCancel={closeGate} onAnalyze={() => selectTab('analyze')} />
        </Suspense>
      )}
    </div>
  );
}
