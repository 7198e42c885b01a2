import { signInNewAccount } from './support/accounts';
import { analyseFace } from './support/analysis';
import { expect, test } from './support/fixtures';

test('after an analysis, the generated morning routine can be completed to 100% and starts a streak', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, request, 'rotina');
  await analyseFace(page);
  await page.getByRole('button', { name: 'Ver Rotina Personalizada' }).click();

  // The routine tab reads the day's routines and the latest analysis first: on a loaded CI machine, allow time.
  await page.getByTestId('routine-generate').click({ timeout: 20_000 });
  const progress = page.getByTestId('routine-progress-text');
  await expect(progress).toHaveText(/^0 de \d+ passos$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Manhã' }).click();

  const steps = await page.getByTestId(/^step-complete-\d+$/).count();
  expect(steps).toBeGreaterThanOrEqual(4);
  await expect(progress).toHaveText(`0 de ${steps} passos`);
  for (let n = 1; n <= steps; n++) {
    await page.getByTestId(`step-complete-${n}`).click();
    await expect(page.getByTestId(`step-circle-${n}`)).toHaveAccessibleName(/^Passo \d+ concluído$/);
  }
  await expect(page.getByText('Concluído com sucesso!').first()).toBeVisible();
  await expect(progress).toHaveText(`${steps} de ${steps} passos`);
  await expect(page.getByTestId('routine-progress-percent')).toHaveText('100%');
  await expect(page.getByTestId('routine-congrats')).toBeVisible();
  // Every step of one routine done today: the day counts, and the streak starts.
  await expect(page.getByTestId('streak-current')).toContainText('1');
  await captureScreen('routine-morning-done');

  await page.getByRole('button', { name: 'Dia anterior' }).click();
  await expect(page.getByTestId('routine-day-title')).toHaveText('Ontem');
  await expect(page.getByRole('button', { name: 'Próximo dia' })).toBeEnabled();
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page.getByTestId('routine-day-title')).toHaveText('Hoje');
  await expect(page.getByRole('button', { name: 'Próximo dia' })).toBeDisabled();
});
