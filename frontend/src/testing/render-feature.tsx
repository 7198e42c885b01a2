import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { Toaster } from '../components/toaster';
import { createQueryClient } from '../lib/query-client';

const quietQueryClient = () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  });
  return queryClient;
};

interface RenderFeatureOptions {
  /** Defaults to a fresh cache that never retries. */
  queryClient?: QueryClient;
  /** Where the screen is, e.g. '/app' for a tab. */
  path?: string;
}

/**
 * A feature screen with a query cache, the toaster and a router at `path`; read where the screen navigated
 * from `router.state.location` (pathname, and the shell's tab in `state`).
 */
export const renderFeature = (
  ui: ReactNode,
  { queryClient = quietQueryClient(), path = '/app' }: RenderFeatureOptions = {},
) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
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
