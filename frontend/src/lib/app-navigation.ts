import { useCallback } from 'react';
import { type UIMatch, useLocation, useMatches, useNavigate } from 'react-router';
import type { TabId } from './app-paths';

/**
 * What a history entry of the app shell keeps in `location.state`. Tabs switch without a URL change, so the
 * entry itself remembers the tab on screen; back from a screen then lands on the tab it was opened from.
 */
export interface ShellState {
  /** The tab on screen (absent: the one the path picks). */
  tab?: TabId;
  /** The analysis gate dialog is open over it. */
  gate?: boolean;
  /** A screen opened from the shell: the entry below it is the tab to go back to. */
  fromShell?: boolean;
}

const TAB_IDS: ReadonlySet<string> = new Set<TabId>(['home', 'analyze', 'products', 'routine', 'profile']);

/** The shell state of a history entry; anything else there (another page's state, a stale entry) is ignored. */
export const shellStateOf = (state: unknown): ShellState => {
  const value = (state ?? {}) as Record<string, unknown>;
  return {
    ...(typeof value.tab === 'string' && TAB_IDS.has(value.tab) ? { tab: value.tab as TabId } : {}),
    ...(value.gate === true ? { gate: true } : {}),
    ...(value.fromShell === true ? { fromShell: true } : {}),
  };
};

/** Route handles of the shell's children (app/routes/shell-routes.tsx). */
export interface TabRouteHandle {
  /** The tab this path opens on. */
  tab: TabId;
}
export interface ScreenRouteHandle {
  /** A screen shown over the tabs, in the frame with this title. */
  screen: { title: string; backTab: TabId };
}

type ShellRouteHandle = Partial<TabRouteHandle & ScreenRouteHandle> | undefined;

/** The screen of the current route, if it is one (rather than a tab). */
export const screenOf = (matches: UIMatch[]) =>
  matches.map((match) => (match.handle as ShellRouteHandle)?.screen).findLast((screen) => !!screen);

/** The tab the current path opens on, if it is a tab path. */
export const routeTabOf = (matches: UIMatch[]) =>
  matches.map((match) => (match.handle as ShellRouteHandle)?.tab).findLast((tab) => !!tab);

/**
 * Opens a screen over the tabs (a product, saved products, ...). From a tab it adds a history entry, so back
 * returns to that tab; from another screen it takes that screen's place, so back still returns to the tab.
 */
export const useOpenScreen = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const onScreen = screenOf(useMatches()) !== undefined;
  return useCallback(
    (path: string) => {
      if (onScreen) navigate(path, { replace: true, state: location.state });
      else navigate(path, { state: { fromShell: true } satisfies ShellState });
    },
    [navigate, location.state, onScreen],
  );
};
