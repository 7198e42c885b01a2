import { expectAccessible } from './support/axe';
import { payOnHostedCheckout } from './support/checkout';
import { expect, test } from './support/fixtures';
import { signInAfterTrial } from './support/trial';

test('after the trial: the plans open by themselves once, home says the trial ended, Analisar Pele shows the plans before consent or camera', async ({
  page,
  request,
  captureScreen,
}) => {
  await signInAfterTrial(page, request, 'trial-ended');
  const paywall = page.getByRole('dialog', { name: 'Desbloqueie o Premium' });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByText(/Seu teste grátis terminou em/)).toBeVisible();
  await paywall.getByRole('button', { name: 'Agora não' }).click();
  await expect(paywall).toBeHidden();

  const card = page.getByTestId('trial-status');
  await expect(card).toContainText('Seu teste grátis terminou');
  await captureScreen('home-trial-ended');
  // Once: back on home later, the plans stay on the card and do not open again.
  await page.reload();
  await expect(card).toBeVisible();
  await page.waitForTimeout(500);
  await expect(paywall).toBeHidden();

  await page.getByTestId('tab-analyze').click();
  const gate = page.getByTestId('plans-gate');
  await expect(gate).toBeVisible();
  await expect(gate.getByTestId('plan-premium-anual')).toContainText('R$ 179,40/ano');
  await expect(page.getByTestId('photo-consent')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir Câmera' })).toHaveCount(0);
  await captureScreen('analyze-plans-gate');
  await expectAccessible(page, 'analyze plans gate');
});

test('a monthly subscriber changes to the annual plan after seeing the prorated amount', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(90_000);
  await signInAfterTrial(page, request, 'plan-change');
  await page.goto('/subscription');
  await page.getByRole('radio', { name: /Premium Mensal/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await payOnHostedCheckout(page, '4242 4242 4242 4242', 'Assinar');
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();

  await page.goto('/app/settings');
  const section = page.getByTestId('subscription-settings');
  await expect(section).toContainText('Premium Mensal');
  const action = section.getByRole('button', { name: 'Mudar para o plano anual' });
  // Keyboard only: the action, then the confirmation.
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Mudar para o plano anual?' });
  const quote = dialog.getByTestId('plan-change-quote');
  await expect(quote).toContainText('R$ 179,40/ano');
  await expect(quote).toContainText('Crédito do tempo não usado');
  await expect(quote).toContainText(/Cobrado hoje\s*R\$ 1[45]\d,\d\d/);
  await captureScreen('change-plan-confirm');
  await expectAccessible(page, 'change plan confirmation');
  await dialog.getByRole('button', { name: 'Confirmar mudança' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast').last()).toContainText('Pronto! Seu plano agora é Premium Anual.');
  await expect(section).toContainText('Premium Anual');
  await expect(section.getByRole('button', { name: 'Mudar para o plano mensal' })).toBeVisible();
});
