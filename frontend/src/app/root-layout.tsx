import { Outlet, ScrollRestoration } from 'react-router';

/** The router's pages; the status bar and the toasts are around the router (page-frame.tsx). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
