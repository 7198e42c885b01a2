import { signInNewAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

test("the day's skin score is recorded, changed offline, sent when back online and shown in Progresso", async ({
  page,
  request,
  context,
  expectedFailures,
  captureScreen,
}) => {
  test.setTimeout(60_000);
  await signInNewAccount(page, request, 'check-in');
  const slider = page.getByRole('slider', { name: /Estado da pele hoje/ });
  const update = page.getByRole('button', { name: 'Atualizar Status de Hoje' });

  await slider.fill('80');
  await expect(slider).toHaveAttribute('aria-valuetext', '80 – Ótima');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/check-ins/today') && response.request().method() === 'PUT',
  );
  await update.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Status de hoje atualizado com sucesso!')).toBeVisible();

  // Offline, the new score waits on the device; back online, it is sent and replaces the day's score.
  expectedFailures.expectOffline();
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await slider.fill('30');
  await update.click();
  await expect(
    page.getByText('Sem conexão: o status de hoje será enviado quando você voltar a ficar online.'),
  ).toBeVisible();
  await captureScreen('check-in-offline');
  const sentLater = page.waitForResponse(
    (response) => response.url().endsWith('/api/check-ins/today') && response.request().method() === 'PUT',
  );
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await sentLater).status()).toBe(200);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pendingSkinCheckIn'))).toBeNull();

  await page.getByRole('button', { name: 'Ver Tudo' }).click();
  const history = page.getByTestId('check-in-history');
  await expect(
    history.getByRole('img', { name: /últimos 30 dias: 1 registro, média 30 de 100/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await history.getByText('Ver os registros em tabela').click();
  await expect(history.getByTestId('check-in-table').getByRole('row')).toHaveCount(2);
  await expect(history.getByTestId('check-in-table')).toContainText('30Não');
  await history.getByRole('button', { name: '90 dias' }).click();
  await expect(history.getByRole('img', { name: /últimos 90 dias: 1 registro/ })).toBeVisible();
  // The analyses' cards beside it have loaded too: axe sees the whole screen.
  await expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'progress-check-ins');
  await captureScreen('check-in-progress');
});
