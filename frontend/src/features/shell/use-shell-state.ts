import { useCallback, useMemo, useRef, useState } from 'react';
import type { AppNavigation, Overlay, OverlayId, TabId } from '../../lib/app-navigation';

/** Tabs that need a prior skin analysis (spec 2.5). */
export const GATED_TABS: ReadonlySet<TabId> = new Set(['products', 'routine']);

interface ShellStateOptions {
  initialTab: TabId;
  initialOverlay?: Overlay | null;
  /** Whether the user has a skin analysis, from the stored `skinAnalyzed` flag. */
  hasAnalysis: () => boolean;
  /** The routine tab re-checks with the server (spec 2.5: history, falling back to the stored flag). */
  recheckAnalysis?: () => Promise<boolean>;
}

/** Tab, overlay and analysis-gate state of the app shell. No URL change: tabs are local state. */
export const useShellState = ({
  initialTab,
  initialOverlay = null,
  hasAnalysis,
  recheckAnalysis,
}: ShellStateOptions) => {
  const gatedStart = GATED_TABS.has(initialTab) && !hasAnalysis();
  const [tab, setTab] = useState<TabId>(gatedStart ? 'home' : initialTab);
  const [overlay, setOverlay] = useState<Overlay | null>(initialOverlay);
  const [gateOpen, setGateOpen] = useState(gatedStart);

  // Only the latest tap counts: a slow re-check must not pull the user back to routine later.
  const lastSelection = useRef(0);
  const selectTab = useCallback(
    (next: TabId) => {
      const selection = ++lastSelection.current;
      const show = () => {
        setOverlay(null);
        setTab(next);
        window.scrollTo?.({ top: 0 });
      };
      if (next === 'routine' && recheckAnalysis) {
        void recheckAnalysis().then((analyzed) => {
          if (selection !== lastSelection.current) return;
          if (analyzed) show();
          else setGateOpen(true);
        });
        return;
      }
      if (GATED_TABS.has(next) && !hasAnalysis()) {
        setGateOpen(true);
        return;
      }
      show();
    },
    [hasAnalysis, recheckAnalysis],
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
