import { noStoredSession, signInNewAccount, storedSession, submitLogin } from './support/accounts';
import { expect, test } from './support/fixtures';

test('deleting the account from Configurações returns to the landing page and the login stops working', async ({
  page,
  request,
  expectedFailures,
  captureScreen,
}) => {
  const account = await signInNewAccount(page, request, 'excluir');
  // The login attempt after the deletion.
  expectedFailures.expect({ method: 'POST', path: '/api/auth/login', status: 401 });

  await test.step('Perfil → Configurações → Excluir minha conta → confirm', async () => {
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('button', { name: 'Perfil', exact: true })
      .click();
    await page.getByRole('button', { name: 'Configurações' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await captureScreen('settings');

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir sua conta?' });
    await expect(confirm).toBeVisible();
    await captureScreen('settings-delete-confirm');
    await confirm.getByRole('button', { name: 'Excluir conta' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await storedSession(page)).toEqual(noStoredSession);
  });

  await test.step('the deleted credentials are refused', async () => {
    await page.goto('/login');
    await submitLogin(page, account);
    const errorBox = page.getByTestId('error-box');
    await expect(errorBox).toContainText('Erro de Login');
    await expect(errorBox).toContainText('Email ou senha incorretos.');
    await expect(page).toHaveURL('/login');
  });
});
