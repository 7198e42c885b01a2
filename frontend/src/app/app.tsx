import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { appRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Created by main.tsx once the page's lazy routes are loaded when it hydrates prerendered HTML. */
export const createAppRouter = (): AppRouter => createBrowserRouter(appRoutes);

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
