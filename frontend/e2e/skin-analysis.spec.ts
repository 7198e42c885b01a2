import { signInNewAccount } from './support/accounts';
import { analyseFace, fixturePhoto } from './support/analysis';
import { expect, test } from './support/fixtures';

test('a face photo uploaded on /app/analyze comes back measured, with the zones drawn over it', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(60_000);
  await signInNewAccount(page, request, 'analise');
  await analyseFace(page);
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
  await signInNewAccount(page, request, 'analise');
  await page.goto('/app/analyze');
  await page.getByLabel('Foto do rosto').setInputFiles(fixturePhoto('skimage-chelsea.png'));
  await page.getByRole('button', { name: 'Analisar Minha Pele' }).click();

  const error = page.getByTestId('analysis-error');
  await expect(error).toBeVisible({ timeout: 45_000 });
  await expect(error).toContainText('Nenhum rosto foi encontrado na foto.');
  await expect(page.getByRole('heading', { name: 'Resultado da Análise' })).toHaveCount(0);
  await captureScreen('analysis-no-face');
});
