import { signInNewAccount } from './support/accounts';
import { analyseFace } from './support/analysis';
import { catalogProduct } from './support/catalog';
import { expect, test } from './support/fixtures';

// Screens over the tabs have their own URLs: a product can be linked, shared and reloaded.

test('a product opens from its URL and survives a reload', async ({ page, request }) => {
  await signInNewAccount(page, request, 'link-produto');
  const product = await catalogProduct(page);

  await page.goto(`/app/products/${product.id}`);
  const details = page.getByTestId('product-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes do Produto' })).toBeVisible();
  await expect(details.getByRole('heading', { level: 2, name: product.name })).toBeVisible();

  await page.reload();
  await expect(details.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  await expect(page).toHaveURL(`/app/products/${product.id}`);
});

test('the browser back from a product opened in the products tab returns to that tab', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, request, 'voltar-produto');
  // The products tab needs a prior analysis (spec 2.5).
  await analyseFace(page);
  await page.getByRole('button', { name: 'Ver Produtos Recomendados' }).click();
  const productsTab = page.getByRole('heading', { level: 1, name: 'Produtos' });
  await expect(productsTab).toBeVisible();
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible({ timeout: 15_000 });

  await card.getByRole('button', { name: /^Ver detalhes de / }).click();
  await expect(page.getByTestId('product-details')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/products\/[^/]+$/);

  await page.goBack();
  await expect(productsTab).toBeVisible();
  await expect(page.getByTestId('product-details')).toHaveCount(0);
  await expect(page).toHaveURL('/app/products');
});

test('saved products and settings open from their URLs and survive a reload', async ({ page, request }) => {
  await signInNewAccount(page, request, 'link-telas');

  for (const [path, title] of [
    ['/app/saved', 'Produtos Salvos'],
    ['/app/settings', 'Configurações'],
  ] as const) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: 15_000 });
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  await expect(page.getByTestId('privacy-statement')).toBeVisible();
});
