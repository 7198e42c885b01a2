import { STORAGE_KEYS } from '@pele/shared/constants';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession, syncSessionFromStorage } from '../lib/session';
import { testUser } from '../testing/fixtures';
import { documentPageAt } from './document-pages';
import { PageFrame } from './page-frame';
import { renderPage } from './prerender';
import { canHydrate, pagesToPrerender } from './prerendered-pages';
import { startApp } from './start-app';
import { startDocumentPage } from './start-document-page';

let root: Root | undefined;

// hydrateRoot is called directly (Testing Library's render cannot hydrate HTML that is already there).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The server render and the hydration run in one JavaScript realm here (never in a browser), so React's
 * development build notes that two renderers used the same context objects; that is the test's set-up, not a
 * mismatch.
 */
const isTwoRenderersNote = (call: unknown[]) =>
  typeof call[0] === 'string' && call[0].startsWith('Detected multiple renderers concurrently');

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** The page as the build writes it: its HTML in #root, marked with the path it was rendered for. */
const servePrerendered = async (path: string, url: string) => {
  const html = await renderPage(url);
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = path;
  container.innerHTML = html;
  document.body.append(container);
  return { container, html };
};

/** What main.tsx does with a prerendered page; returns every error React reported. */
const hydrate = async (container: HTMLElement, pathname: string) => {
  const consoleErrors = vi.spyOn(console, 'error');
  const recoverableErrors = vi.fn();
  const documentPath = documentPageAt(pathname);
  const start = documentPath ? await startDocumentPage(container, documentPath) : await startApp(container);
  expect(start.hydrate).toBe(true);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PageFrame>{start.content}</PageFrame>
      </StrictMode>,
      { onRecoverableError: recoverableErrors },
    );
  });
  return [
    ...consoleErrors.mock.calls.filter((call) => !isTwoRenderersNote(call)),
    ...recoverableErrors.mock.calls,
  ];
};

const textOf = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent;
};

describe('prerendered pages', () => {
  it.each(pagesToPrerender())('$path hydrates its HTML without a mismatch', async ({ path, url }) => {
    const { container, html } = await servePrerendered(path, url);
    // A returning anonymous visitor, the one the HTML was rendered for.
    window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
    window.history.replaceState(null, '', url);
    expect(canHydrate(container.dataset.prerendered, window.location)).toBe(true);

    const errors = await hydrate(container, window.location.pathname);

    expect(errors).toEqual([]);
    expect(container.textContent).toBe(textOf(html));
  });

  it('keeps what the visitor typed before the page hydrated, and enables sending once it has', async () => {
    const { container } = await servePrerendered('/login', '/login');
    window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
    window.history.replaceState(null, '', '/login');
    const email = container.querySelector<HTMLInputElement>('input[type="email"]');
    const send = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    // Disabled in the HTML: the browser cannot send the form on its own (password in the address).
    expect(send?.disabled).toBe(true);
    if (email) email.value = 'maria@example.com';

    expect(await hydrate(container, '/login')).toEqual([]);

    expect(email?.value).toBe('maria@example.com');
    expect(send?.disabled).toBe(false);
  });
});

describe('whether a page hydrates', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('hydrates a prerendered page for the visitor it was rendered for', () => {
    window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
    expect(canHydrate('/', at('/'))).toBe(true);
    expect(canHydrate('/login', at('/login/'))).toBe(true);
    expect(canHydrate('/reset-password', at('/reset-password', '?token=abc'))).toBe(true);
  });

  it('renders on the client when the HTML is not this page (the shell, another path)', () => {
    expect(canHydrate(undefined, at('/app'))).toBe(false);
    expect(canHydrate('/', at('/app/analyze'))).toBe(false);
  });

  it('renders on the client when the visitor would be sent elsewhere or see another state', () => {
    // Onboarding not seen: the sign-in pages the router serves send the visitor to it.
    expect(canHydrate('/register', at('/register'))).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
    // Signed in: the visitors-only pages send the user to the app.
    startSession({ token: 't', refreshToken: 'r', user: testUser() });
    expect(canHydrate('/register', at('/register'))).toBe(false);
    syncSessionFromStorage();
    // A reset link without its token shows 'Link inválido', not the prerendered form.
    expect(canHydrate('/reset-password', at('/reset-password'))).toBe(false);
  });
});
