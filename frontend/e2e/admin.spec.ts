import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, signInNewAccount, skipOnboarding, submitLogin } from './support/accounts';
import { fixturePhoto } from './support/analysis';
import { expectAccessible } from './support/axe';
import { e2eEnvironment } from './support/environment';
import { expect, test } from './support/fixtures';

const signInAsAdmin = async (page: Page) => {
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, e2eEnvironment.admin);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
};

const tokenOf = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  return ((await response.json()) as { data: { token: string } }).data.token;
};

const openTab = async (page: Page, name: string) => {
  await page
    .getByRole('navigation', { name: 'Painel administrativo' })
    .getByRole('link', { name })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test.describe('admin panel on a desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the admin adds a product with an image that consumers find, rejects a review and deactivates a user', async ({
    page,
    request,
    captureScreen,
  }) => {
    test.setTimeout(120_000);
    const consumer = await createAccount(request, 'admin-alvo');
    const consumerToken = await tokenOf(request, consumer.email, consumer.password);
    await signInAsAdmin(page);
    await expect(page.getByTestId('stat-totalProducts')).not.toContainText('0', { timeout: 10_000 });
    await expectAccessible(page, 'admin-dashboard');
    await captureScreen('admin-dashboard');

    // Produtos: add a product with an image, following spec 5's form.
    await openTab(page, 'Produtos');
    await expect(page.getByRole('table', { name: 'Produtos do catálogo' })).toBeVisible();
    await expectAccessible(page, 'admin-products');
    const word = `Aurora${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Adicionar Produto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Produto' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
    await dialog.getByLabel('Nome *').fill(`Sérum ${word}`);
    await dialog.getByLabel('Marca *').fill('Marca E2E');
    await dialog.getByLabel('Preço (R$) *').fill('59,90');
    await dialog.getByLabel('Estoque *').fill('8');
    await dialog.getByLabel('Descrição *').fill('Sérum criado no teste de ponta a ponta.');
    await dialog.getByLabel('Categoria *').selectOption('serums');
    await dialog.getByLabel('Tags (separadas por vírgula)').fill('noite, , vegano');
    await dialog.getByLabel('Novo ingrediente').fill('Niacinamida');
    await dialog.getByLabel('Novo ingrediente').press('Enter');
    await dialog.getByLabel('Novo ingrediente').fill('Niacinamida');
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Remover Niacinamida' })).toHaveCount(1);
    await dialog.locator('input[type=file]').setInputFiles(fixturePhoto('skimage-coffee.png'));
    await expect(dialog.getByRole('img', { name: 'Pré-visualização da imagem do produto' })).toBeVisible();
    await expectAccessible(page, 'admin-product-dialog');
    await captureScreen('admin-product-dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await page.getByLabel('Buscar produtos').fill(word);
    const row = page.getByRole('row', { name: new RegExp(word) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('8 em estoque');
    await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/products\/.+\.webp$/);

    // The consumer catalog finds it by keyword at once.
    const found = await request.get(`/api/products?keyword=${word}`, {
      headers: { authorization: `Bearer ${consumerToken}` },
    });
    const products = ((await found.json()) as { data: { data: Array<{ id: string; name: string }> } }).data
      .data;
    expect(products.map((p) => p.name)).toEqual([`Sérum ${word}`]);
    const productId = products[0]?.id as string;

    // Avaliações: the consumer reviews it; the admin rejects the review.
    const title = `Não gostei ${word}`;
    const written = await request.post('/api/reviews', {
      headers: { authorization: `Bearer ${consumerToken}` },
      data: { productId, rating: 1, title, content: 'Escrita pelo teste.' },
    });
    expect(written.status()).toBe(201);
    await openTab(page, 'Avaliações');
    await page.getByRole('button', { name: `Rejeitar avaliação "${title}"` }).click();
    await page.getByRole('button', { name: 'Rejeitadas' }).click();
    await expect(page.getByTestId('admin-review').filter({ hasText: title })).toContainText('Rejeitada');
    await expectAccessible(page, 'admin-reviews');
    const summary = await request.get(`/api/reviews/product/${productId}`, {
      headers: { authorization: `Bearer ${consumerToken}` },
    });
    expect(((await summary.json()) as { data: { count: number } }).data.count).toBe(0);

    // Usuários: deactivate the consumer; their next call is refused.
    await openTab(page, 'Usuários');
    await page.getByLabel('Buscar usuários').fill(consumer.email);
    // The row by e-mail: on a stack that earlier runs used, other accounts share the consumer's name.
    const consumerRow = page.getByRole('row', { name: new RegExp(consumer.email) });
    await consumerRow.getByRole('button', { name: `Desativar ${consumer.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click();
    await expect(consumerRow).toContainText('Inativo');
    await expectAccessible(page, 'admin-users');
    const refused = await request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${consumerToken}` },
    });
    expect(refused.status()).toBe(403);

    for (const tab of ['Pedidos', 'Analytics', 'Configurações']) {
      await openTab(page, tab);
      if (tab === 'Analytics') await expect(page.getByRole('figure').first()).toBeVisible();
      await expectAccessible(page, `admin-${tab}`);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  });
});

test.describe('admin panel on a phone', () => {
  test('the menu button opens the navigation drawer and every tab is reachable', async ({
    page,
    captureScreen,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Produtos' })).toBeVisible();
    await expectAccessible(page, 'admin-drawer');
    await drawer.getByRole('link', { name: 'Produtos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expectAccessible(page, 'admin-products-phone');
    await captureScreen('admin-products-phone');
  });
});

test.describe('first load', () => {
  const HOME_CHUNK = /\/assets\/app-home-[^/]*\.js$/;

  test("the staff area does not fetch the app home's code, which /app preloads", async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (HOME_CHUNK.test(sent.url())) fetched.push(sent.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await expect(page.locator('link[data-app-home]').first()).not.toHaveAttribute('rel', /./);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signInNewAccount(page, request, 'preload-home');
    await page.reload();
    await expect(page.locator('link[data-app-home]').first()).toHaveAttribute('rel', 'modulepreload');
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
  });
});
