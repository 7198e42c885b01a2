import { useCallback, useMemo, useState } from 'react';
import type { AppNavigation, Overlay, OverlayId, TabId } from '../../lib/app-navigation';

/** Tabs that need a prior skin analysis (spec 2.5). */
export const GATED_TABS: ReadonlySet<TabId> = new Set(['products', 'routine']);

interface ShellStateOptions {
  initialTab: TabId;
  initialOverlay?: Overlay | null;
  /** Whether the user has a skin analysis; the analysis issue adds the history check behind it. */
  hasAnalysis: () => boolean;
}

/** Tab, overlay and analysis-gate state of the app shell. No URL change: tabs are local state. */
export const useShellState = ({ initialTab, initialOverlay = null, hasAnalysis }: ShellStateOptions) => {
  const gatedStart = GATED_TABS.has(initialTab) && !hasAnalysis();
  const [tab, setTab] = useState<TabId>(gatedStart ? 'home' : initialTab);
  const [overlay, setOverlay] = useState<Overlay | null>(initialOverlay);
  const [gateOpen, setGateOpen] = useState(gatedStart);

  const selectTab = useCallback(
    (next: TabId) => {
      if (GATED_TABS.has(next) && !hasAnalysis()) {
        setGateOpen(true);
        return;
      }
      setOverlay(null);
      setTab(next);
      window.scrollTo?.({ top: 0 });
    },
    [hasAnalysis],
  );

  const openOverlay = useCallback((id: OverlayId, params?: Record<string, string>) => {
    setOverlay({ id, params });
    window.scrollTo?.({ top: 0 });
  }, []);
  const closeOverlay = useCallback(() => setOverlay(null), []);

  const navigation: AppNavigation = useMemo(
    () => ({ tab, overlay, selectTab, openOverlay, closeOverlay }),
    [tab, overlay, selectTab, openOverlay, closeOverlay],
  );

  return {
    navigation,
    gateOpen,
    closeGate: () => setGateOpen(false),
    /** 'Analisar Pele' in the gate dialog. */
    goAnalyze: () => {
      setGateOpen(false);
      setOverlay(null);
      setTab('analyze');
    },
  };
};
