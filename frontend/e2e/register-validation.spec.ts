import { skipOnboarding } from './support/accounts';
import { expect, test } from './support/fixtures';

test('the register form shows the messages of spec 5 for empty and invalid fields and sends nothing', async ({
  page,
  captureScreen,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await skipOnboarding(page);
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Criar conta' });
  const submit = page.getByRole('button', { name: 'Criar conta' });
  const name = page.getByLabel('Nome completo');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Senha', { exact: true });
  const confirm = page.getByLabel('Confirmar senha', { exact: true });
  const terms = page.getByLabel('Li e aceito os Termos de Uso e a Política de Privacidade');

  await test.step('everything empty', async () => {
    await submit.click();
    await expect(name).toHaveAccessibleDescription('Nome é obrigatório');
    await expect(email).toHaveAccessibleDescription('Email é obrigatório');
    await expect(password).toHaveAccessibleDescription('Senha é obrigatória');
    await expect(confirm).toHaveAccessibleDescription('Confirme sua senha');
    await expect(terms).toHaveAccessibleDescription('Você deve aceitar os termos e condições');
    for (const field of [name, email, password, confirm, terms])
      await expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('blank name, malformed e-mail, short password, different confirmation', async () => {
    await name.fill('   ');
    await email.fill('maria-sem-arroba.com');
    await password.fill('12345');
    await confirm.fill('123456');
    await submit.click();
    await expect(name).toHaveAccessibleDescription('Nome é obrigatório');
    await expect(email).toHaveAccessibleDescription('Email inválido');
    await expect(password).toHaveAccessibleDescription('Senha deve ter pelo menos 6 caracteres');
    await expect(confirm).toHaveAccessibleDescription('As senhas não coincidem');
    await expect(terms).toHaveAccessibleDescription('Você deve aceitar os termos e condições');
    await captureScreen('register-validation');
  });

  await expect(form).toBeVisible();
  await expect(page).toHaveURL('/register');
  await expect(page.getByTestId('error-box')).toHaveCount(0);
  expect(apiCalls).toEqual([]);
});
