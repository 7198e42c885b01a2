import { fileURLToPath } from 'node:url';
import { createAccount, skipOnboarding, submitLogin } from './support/accounts';
import { expect, test } from './support/fixtures';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../functions/test/fixtures/images/${name}`, import.meta.url));

const signIn = async (
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
) => {
  const account = await createAccount(request, 'analise');
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL('/app');
  return account;
};

test('a face photo uploaded on /app/analyze comes back measured, with the zones drawn over it', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  await page.goto('/app/analyze');
  await page.getByLabel('Foto do rosto').setInputFiles(fixture('mpl-grace_hopper.jpg'));
  await page.getByRole('button', { name: 'Analisar Minha Pele' }).click();

  await expect(page.getByRole('heading', { name: 'Resultado da Análise' })).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL('/app/analysis-results');
  const result = page.getByTestId('analysis-result');
  await expect(result.getByText('Selecionado')).toBeVisible();
  await expect(result.getByText('Hidratação (estimativa)')).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Mostrar áreas medidas' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const overlay = page.getByTestId('zone-overlay');
  await expect(overlay).toBeVisible();
  await page.getByRole('button', { name: /^1\. / }).click();
  await expect(page.getByTestId('zone-details')).toBeVisible();
  await captureScreen('analysis-result');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(overlay).toBeHidden();
});

test('a photo of a cat is refused with the no-face message and nothing is measured', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  await page.goto('/app/analyze');
  await page.getByLabel('Foto do rosto').setInputFiles(fixture('skimage-chelsea.png'));
  await page.getByRole('button', { name: 'Analisar Minha Pele' }).click();

  const error = page.getByTestId('analysis-error');
  await expect(error).toBeVisible({ timeout: 45_000 });
  await expect(error).toContainText('Nenhum rosto foi encontrado na foto.');
  await expect(page.getByRole('heading', { name: 'Resultado da Análise' })).toHaveCount(0);
  await captureScreen('analysis-no-face');
});
