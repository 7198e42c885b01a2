import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../components/toaster';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
