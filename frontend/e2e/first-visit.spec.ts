import { newAccount, noStoredSession, storedSession, submitLogin } from './support/accounts';
import { expect, test } from './support/fixtures';

test('a first-time visitor goes from the landing page through onboarding and sign-up into the app, edits the profile, logs out and back in', async ({
  page,
  captureScreen,
}) => {
  const account = newAccount('jornada');
  const navigation = page.getByRole('navigation', { name: 'Navegação principal' });

  await test.step('landing → Abrir App → onboarding (no session, no onboarding flag)', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Conheça sua pele de verdade com uma selfie',
    );
    await captureScreen('landing');
    await page.getByRole('link', { name: 'Abrir App' }).first().click();
    await expect(page).toHaveURL('/onboarding');
  });

  await test.step('onboarding: four slides (spec 2.3) → Começar → login → Cadastre-se', async () => {
    const carousel = page.getByRole('region', { name: 'Apresentação do Pele.AI' });
    await expect(carousel.getByRole('group', { name: '1 de 4' })).toBeVisible();
    await captureScreen('onboarding');
    for (const slide of [2, 3, 4]) {
      await page.getByRole('button', { name: 'Próximo' }).click();
      await expect(carousel.getByRole('group', { name: `${slide} de 4` })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Próximo' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Começar' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    await captureScreen('login');
    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    await expect(page).toHaveURL('/register');
  });

  await test.step('register → app shell greets by first name', async () => {
    await page.getByLabel('Nome completo').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(account.password);
    await page.getByLabel('Li e aceito os Termos de Uso e a Política de Privacidade').check();
    await captureScreen('register');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL('/app');
    await expect(page.getByTestId('greeting')).toHaveText('Olá, Marina!');
    await captureScreen('app-home');
  });

  await test.step('tabs: home, analyze, and the analysis gate of products and routine', async () => {
    const analyze = navigation.getByRole('button', { name: 'Analisar Pele' });
    await analyze.click();
    await expect(analyze).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('greeting')).toHaveCount(0);
    const home = navigation.getByRole('button', { name: 'Início' });
    await home.click();
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('greeting')).toBeVisible();

    for (const tab of ['Produtos', 'Sua Rotina']) {
      await navigation.getByRole('button', { name: tab }).click();
      const gate = page.getByRole('alertdialog', { name: 'Análise de Pele Necessária' });
      await expect(gate).toBeVisible();
      if (tab === 'Sua Rotina') await captureScreen('analysis-gate');
      await gate.getByRole('button', { name: 'Cancelar' }).click();
      await expect(gate).toBeHidden();
      // The gate keeps the user where they were.
      await expect(page.getByTestId('greeting')).toBeVisible();
    }
    await expect(page).toHaveURL('/app');
  });

  // A different first name, so the greeting after the next login proves the server kept the edit.
  const newName = 'Helena Souza Lima';
  await test.step('profile: edit the name inline; it survives a reload', async () => {
    await navigation.getByRole('button', { name: 'Perfil', exact: true }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(account.name);
    await expect(page.getByTestId('profile-email')).toHaveText(account.email);
    await captureScreen('profile');

    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await page.getByLabel('Nome', { exact: true }).fill(newName);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(newName);
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Perfil atualizado com sucesso!' }),
    ).toBeVisible();

    await page.reload();
    await navigation.getByRole('button', { name: 'Perfil', exact: true }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(newName);
  });

  await test.step('logout with confirmation → landing page, session gone', async () => {
    await page.getByRole('button', { name: 'Sair' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja sair?' });
    await confirm.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await storedSession(page)).toEqual(noStoredSession);
  });

  await test.step('login again with the same credentials → /app, greeted by the edited name', async () => {
    await page.goto('/login');
    await submitLogin(page, account);
    await expect(page).toHaveURL('/app');
    await expect(page.getByTestId('greeting')).toHaveText('Olá, Helena!');
  });
});
