import { signInNewAccount } from './support/accounts';
import { expect, test } from './support/fixtures';

test.use({ serviceWorkers: 'allow' });

test('after one visit the app opens offline from the service worker and says it has no connection', async ({
  page,
  request,
  context,
  captureScreen,
  expectedFailures,
}) => {
  test.setTimeout(60_000);
  await signInNewAccount(page, request, 'offline');
  // The service worker installs on the first visit and takes over on the next load.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('app-shell')).toBeVisible();

  // Offline, API calls fail as they should (never answered from a cache): not an error of the app.
  expectedFailures.expectOffline();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('Você está sem conexão.');
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await captureScreen('offline-app');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});
