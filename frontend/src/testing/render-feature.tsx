import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Toaster } from '../components/toaster';
import { type AppNavigation, AppNavigationContext } from '../lib/app-navigation';
import { createQueryClient } from '../lib/query-client';

/** A feature screen with a fresh query cache, the toaster and a stub of the shell's navigation. */
export const renderFeature = (ui: ReactNode) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  });
  const navigation: AppNavigation = {
    tab: 'products',
    overlay: null,
    selectTab: vi.fn(),
    openOverlay: vi.fn(),
    closeOverlay: vi.fn(),
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppNavigationContext value={navigation}>
        {ui}
        <Toaster />
      </AppNavigationContext>
    </QueryClientProvider>,
  );
  return { ...view, navigation, queryClient };
};

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * A fetch stub that answers by method and path (query string ignored, read it from `url`); unknown calls
 * get the API's 404 envelope. `calls` lists what was asked, as 'GET /api/products?page=1'.
 */
export const stubApi = (handlers: Record<string, Handler>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const response = await handler?.(url, init);
    return (
      response ??
      new Response(JSON.stringify({ success: false, error: 'Recurso não encontrado.', code: 'NOT_FOUND' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), 'http://app.test');
      return { method: init?.method ?? 'GET', path: url.pathname, params: url.searchParams, init };
    });
  return { fetchMock, calls };
};
