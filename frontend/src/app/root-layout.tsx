import { Outlet, ScrollRestoration } from 'react-router';
import { AppStatusBar } from '../components/app-status-bar';
import { Toaster } from '../components/toaster';

export function RootLayout() {
  return (
    <>
      <AppStatusBar />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
