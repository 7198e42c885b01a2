import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageFrame } from '../app/page-frame';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/routes';

/** The whole route table in memory, in the page's frame (as main.tsx renders it), starting at `path`; returns the router to read its location. */
export const renderApp = (path: InitialEntry) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <PageFrame>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </PageFrame>,
  );
  return { router, ...view };
};
