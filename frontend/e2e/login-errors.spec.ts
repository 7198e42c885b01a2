import {
  createAccount,
  noStoredSession,
  skipOnboarding,
  storedSession,
  submitLogin,
} from './support/accounts';
import { expect, test } from './support/fixtures';

test('a wrong password shows the Erro de Login box with the server message, and it can be dismissed', async ({
  page,
  request,
  expectedFailures,
  captureScreen,
}) => {
  const account = await createAccount(request, 'senha-errada');
  expectedFailures.expect({ method: 'POST', path: '/api/auth/login', status: 401 });
  await skipOnboarding(page);

  await page.goto('/login');
  await submitLogin(page, { email: account.email, password: `${account.password}-errada` });

  const errorBox = page.getByTestId('error-box');
  await expect(errorBox).toContainText('Erro de Login');
  await expect(errorBox).toContainText('Email ou senha incorretos.');
  await expect(page).toHaveURL('/login');
  await captureScreen('login-error');

  await errorBox.getByRole('button', { name: 'Fechar mensagem de erro' }).click();
  await expect(errorBox).toBeHidden();
  expect(await storedSession(page)).toEqual(noStoredSession);
});
