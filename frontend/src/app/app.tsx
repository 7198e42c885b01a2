import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { appRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Created by main.tsx once the page's lazy routes are loaded when it hydrates prerendered HTML. */
export const createAppRouter = (): AppRouter => createBrowserRouter(appRoutes);

export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  return (
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
