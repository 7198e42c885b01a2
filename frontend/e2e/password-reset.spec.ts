import { createAccount, skipOnboarding, submitLogin } from './support/accounts';
import { expect, test } from './support/fixtures';
import { latestLinkTo } from './support/outbox';

test('forgot password → link from the outbox → new password → login works with the new one only', async ({
  page,
  request,
  baseURL,
  expectedFailures,
  captureScreen,
}) => {
  const account = await createAccount(request, 'redefinir');
  const newPassword = `${account.password}-nova`;
  // The attempt with the old password after the reset.
  expectedFailures.expect({ method: 'POST', path: '/api/auth/login', status: 401 });
  await skipOnboarding(page);

  await test.step('a reset page without a token offers a new link', async () => {
    await page.goto('/reset-password');
    await expect(page.getByText('O link de redefinição de senha é inválido ou expirou.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  await test.step('request the instructions from the login page', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await captureScreen('forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar instruções' }).click();
    await expect(page.getByRole('heading', { name: 'Verifique seu email' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: account.email })).toBeVisible();
    await captureScreen('forgot-password-sent');
  });

  await test.step('follow the e-mailed link and set a new password', async () => {
    const link = new URL(await latestLinkTo(account.email));
    expect(link.origin).toBe(new URL(baseURL ?? '').origin);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toBeTruthy();
    await page.goto(link.href);
    await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill(newPassword);
    await captureScreen('reset-password');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByRole('heading', { name: 'Senha redefinida com sucesso!' })).toBeVisible();
    await captureScreen('reset-password-success');
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await expect(page).toHaveURL('/login');
  });

  await test.step('the old password no longer works', async () => {
    await submitLogin(page, account);
    await expect(page.getByTestId('error-box')).toContainText('Email ou senha incorretos.');
  });

  await test.step('the new password does', async () => {
    await page.getByLabel('Senha', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/app');
    await expect(page.getByTestId('greeting')).toHaveText('Olá, Marina!');
  });
});
