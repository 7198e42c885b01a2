import { skipOnboarding } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * The landing and sign-in pages arrive as HTML and paint before their JavaScript; React then takes over that
 * same HTML (hydration) instead of rendering it again. Any hydration warning is a console error, which the
 * page fixture turns into a failure.
 */

test('the login page paints its form without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    // Not sendable by the browser alone: the password must never end up in the address.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  } finally {
    await context.close();
  }
});

for (const { path, heading } of [
  { path: '/', heading: 'Conheça sua pele de verdade com uma selfie' },
  { path: '/login', heading: 'Bem-vindo de volta' },
  { path: '/forgot-password', heading: 'Esqueceu a senha?' },
]) {
  test(`${path} hydrates its prerendered HTML without rendering it again`, async ({ page }) => {
    await skipOnboarding(page);
    // Counts the elements removed from the page's root: a client render would replace the prerendered ones.
    await page.addInitScript(() => {
      const state = window as unknown as { removedFromRoot: number };
      state.removedFromRoot = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target instanceof Element && record.target.closest('#root')) {
            state.removedFromRoot += [...record.removedNodes].filter(
              (node) => node instanceof Element,
            ).length;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Live once React has taken over: the sign-in pages' submit buttons wait for it.
    await page.waitForFunction(() => !document.querySelector('#root button[type="submit"][disabled]'));
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
    ).toBe(0);
  });
}
