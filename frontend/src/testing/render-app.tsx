import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/routes';

/** The whole route table in memory, starting at `path`; returns the router to read its location. */
export const renderApp = (path: InitialEntry) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
};
