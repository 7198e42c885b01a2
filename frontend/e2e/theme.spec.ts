import type { Page } from '@playwright/test';
import { skipOnboarding, submitLogin } from './support/accounts';
import { e2eEnvironment } from './support/environment';
import { expect, test } from './support/fixtures';

const DARK_BACKGROUND = 'rgb(22, 17, 19)';
const LIGHT_BACKGROUND = 'rgb(253, 248, 246)';

const paintedTheme = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));

const openSettings = async (page: Page) => {
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  return page.getByRole('group', { name: 'Tema' });
};

test('the theme chosen in Settings paints every page from its first frame, on this device and the next one', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const account = {
    email: `e2e-tema-${Date.now()}@example.com`,
    password: 'Pele-tema-1',
    name: 'Marina Tema',
  };
  expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL('/app');

  await test.step('Escuro paints the app at once', async () => {
    const theme = await openSettings(page);
    await theme.getByRole('radio', { name: 'Escuro' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect((await paintedTheme(page)).background).toBe(DARK_BACKGROUND);
  });

  await test.step('a prerendered page is dark before any of its JavaScript runs (no light flash)', async () => {
    // Every module of the page answers empty: only the inline boot script of the HTML runs, under the CSP.
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/login');
    expect(await paintedTheme(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    await page.unroute('**/assets/*.js');
  });

  await test.step('another device takes the theme kept on the profile when the person signs in', async () => {
    const other = await browser.newContext({
      baseURL: e2eEnvironment.baseUrl,
      colorScheme: 'light',
      serviceWorkers: 'block',
    });
    const phone = await other.newPage();
    await skipOnboarding(phone);
    await phone.goto('/login');
    expect((await paintedTheme(phone)).theme).toBe('light');
    await submitLogin(phone, account);
    await expect(phone).toHaveURL('/app');
    await expect(phone.locator('html')).toHaveAttribute('data-theme', 'dark');
    await phone.reload();
    expect(await paintedTheme(phone)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    await other.close();
  });

  await test.step('Seguir o sistema follows the device, live', async () => {
    const theme = await openSettings(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await theme.getByRole('radio', { name: 'Seguir o sistema' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect((await paintedTheme(page)).background).toBe(LIGHT_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
