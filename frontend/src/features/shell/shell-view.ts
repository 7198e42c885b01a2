import { useLocation, useMatches } from 'react-router';
import { routeTabOf, type ShellState, screenOf, shellStateOf } from '../../lib/app-navigation';
import type { TabId } from '../../lib/app-paths';
import { useSignedInUser } from '../auth';

/** Tabs that need a prior skin analysis (spec 2.5). */
export const GATED_TABS: ReadonlySet<TabId> = new Set(['products', 'routine']);

/**
 * The tab on screen and whether the analysis gate is open. The history entry remembers both once the user has
 * picked a tab; a fresh entry (/app, /app/products, /app/routine) opens on the path's tab, except that a gated
 * tab without an analysis opens on home with the gate dialog.
 */
export const shownTab = (state: ShellState, routeTab: TabId | undefined, analyzed: boolean) => {
  if (state.tab) return { tab: state.tab, gate: state.gate ?? false };
  const initial = routeTab ?? 'home';
  if (GATED_TABS.has(initial) && !analyzed) return { tab: 'home' as TabId, gate: true };
  return { tab: initial, gate: state.gate ?? false };
};

/** The shell as the current location describes it: the screen over the tabs, if any, the tab and the gate. */
export const useShellView = () => {
  const location = useLocation();
  const matches = useMatches();
  const analyzed = useSignedInUser()?.skinAnalyzed ?? false;
  const state = shellStateOf(location.state);
  return { state, screen: screenOf(matches), analyzed, ...shownTab(state, routeTabOf(matches), analyzed) };
};
