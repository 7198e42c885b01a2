import type { ReactNode } from 'react';
import { AppStatusBar } from '../components/app-status-bar';
import { Toaster } from '../components/toaster';

/**
 * What every page of the product has around it, whichever way it started (main.tsx): the offline and update
 * status above, the toasts below. The build renders the same frame around the HTML it prerenders (prerender.tsx).
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <AppStatusBar />
      {children}
      <Toaster />
    </>
  );
}

/** How a page starts (start-app.tsx, start-document-page.tsx): what to render, and whether #root holds it already. */
export interface PageStart {
  content: ReactNode;
  /** #root holds this content prerendered for this visitor: React takes over that HTML instead of replacing it. */
  hydrate: boolean;
}
