import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ShellState } from '../../lib/app-navigation';
import { tabPath } from '../../lib/app-paths';
import { GATED_TABS, useShellView } from './shell-view';

/**
 * The back button of a screen's frame. Opened from a tab, it goes back in history like the browser's back,
 * to that tab. Opened from its URL (a shared link, a reload of one), there is no tab below it: it goes to the
 * screen's own tab instead (products for a product, profile for settings), or home while that tab is gated.
 */
export const useScreenBack = () => {
  const navigate = useNavigate();
  const { state, screen, analyzed } = useShellView();
  return useCallback(() => {
    if (state.fromShell) {
      navigate(-1);
      return;
    }
    const wanted = screen?.backTab ?? 'home';
    const tab = GATED_TABS.has(wanted) && !analyzed ? 'home' : wanted;
    navigate(tabPath(tab), { replace: true, state: { tab } satisfies ShellState });
  }, [navigate, state.fromShell, screen, analyzed]);
};
