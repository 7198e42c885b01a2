import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ShellState } from '../../lib/app-navigation';
import { type TabId, tabPath } from '../../lib/app-paths';
import { useAnalysisStatusCheck } from '../analysis';
import { signedInUserOf } from '../auth';
import { GATED_TABS, useShellView } from './shell-view';

// Only the latest tap counts, whichever button made it: a slow re-check must not pull the user to routine later.
let latestSelection = 0;

/**
 * Shows a tab (spec 2.5). The tab goes into the current history entry, so the URL stays and no entry is added;
 * from a screen over the tabs it leaves that screen. Products and routine pass the analysis gate first, and
 * routine re-checks the analysis history. Tab and gate changes render at once (flushSync), not as a router
 * transition, so a tab whose chunk is still loading shows its skeleton instead of holding the old tab.
 */
export const useSelectTab = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const recheckAnalysis = useAnalysisStatusCheck();
  const { state, screen, tab } = useShellView();
  return useCallback(
    (next: TabId) => {
      const selection = ++latestSelection;
      const here = { pathname: location.pathname, search: location.search };
      const show = () =>
        navigate(screen ? tabPath(next) : here, {
          replace: true,
          flushSync: true,
          state: { tab: next } satisfies ShellState,
        });
      const openGate = () =>
        navigate(here, {
          replace: true,
          flushSync: true,
          preventScrollReset: true,
          state: { ...state, ...(screen ? {} : { tab }), gate: true } satisfies ShellState,
        });
      if (next === 'routine') {
        void recheckAnalysis().then((analyzed) => {
          if (selection !== latestSelection) return;
          if (analyzed) show();
          else openGate();
        });
        return;
      }
      if (GATED_TABS.has(next) && !signedInUserOf(queryClient)?.skinAnalyzed) openGate();
      else show();
    },
    [navigate, location.pathname, location.search, queryClient, recheckAnalysis, state, screen, tab],
  );
};

/** 'Cancelar' on the analysis gate: the dialog closes over the same tab or screen. */
export const useCloseGate = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const { state, screen, tab } = useShellView();
  return useCallback(
    () =>
      navigate(
        { pathname: location.pathname, search: location.search },
        {
          replace: true,
          flushSync: true,
          preventScrollReset: true,
          state: { ...state, ...(screen ? {} : { tab }), gate: false } satisfies ShellState,
        },
      ),
    [navigate, location.pathname, location.search, state, screen, tab],
  );
};
