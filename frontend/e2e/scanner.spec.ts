import { join } from 'node:path';
import { signInNewAccount } from './support/accounts';
import { expect, test } from './support/fixtures';

const LABEL_PHOTO = join(import.meta.dirname, '../../functions/test/fixtures/labels/tuning/clean-03.jpg');

test('a label photo is read on the phone and an ingredient from the avoid list is flagged, then kept in the history', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, request, 'scanner');

  await page.goto('/app/allergies');
  await page.getByTestId('allergy-input').fill('Parfum');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/allergies') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: /Salvar/ }).click();
  expect((await saved).status()).toBe(200);

  // Produtos needs a skin analysis first (spec 2.5); the scanner itself does not.
  await page.goto('/app/scanner');
  await expect(page.getByRole('heading', { name: 'Escanear rótulo', level: 1 })).toBeVisible();

  const scanned = page.waitForResponse(
    (r) => r.url().endsWith('/api/scans') && r.request().method() === 'POST',
    {
      timeout: 60_000,
    },
  );
  await page.getByTestId('scan-photo-input').setInputFiles(LABEL_PHOTO);
  expect((await scanned).status()).toBe(201);

  const result = page.getByTestId('scan-result');
  await expect(result.getByText(/10 de 10 ingredientes reconhecidos/)).toBeVisible();
  const parfum = result.getByTestId('scan-ingredient').filter({ hasText: 'Parfum' });
  await expect(parfum.getByTestId('flag-avoid')).toContainText('lista de ingredientes a evitar');
  await expect(result.getByTestId('scan-watch')).toContainText('lista de evitar: Parfum');
  await captureScreen('scanner-result');

  // Saved: it opens from the history.
  await page
    .getByTestId('scan-history')
    .getByRole('button', { name: /^Aqua, Glycolic Acid/ })
    .click();
  await expect(page).toHaveURL(/\/app\/scanner\/\w+/);
  await expect(page.getByTestId('scan-result').getByTestId('flag-avoid')).toBeVisible();
});

test('the landing page’s scanner section leads to the scanner', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('#features').getByRole('link', { name: 'Escanear rótulo' });
  await expect(link).toHaveAttribute('href', '/app/scanner');
});
