import { signInNewAccount } from './support/accounts';
import { analyseFace } from './support/analysis';
import { expect, test } from './support/fixtures';

test('search and filter the catalog, save a product, see it in saved products, review it and see the review', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(120_000);
  await signInNewAccount(page, request, 'produtos');
  // The products tab needs a prior analysis (spec 2.5).
  await analyseFace(page);
  // One compatibility number: the result's first product leads 'Recomendados' with the same match.
  const stripFirst = page.getByTestId('recommended-strip').getByTestId('strip-product').first();
  await expect(stripFirst).toContainText(/\d+% compatível/, { timeout: 15_000 });
  const stripName = (await stripFirst.locator('.product-row__name').textContent())?.trim() ?? '';
  const stripMatch = (await stripFirst.textContent())?.match(/\d+% compatível/)?.[0] ?? '';
  await page.getByRole('button', { name: 'Ver Produtos Recomendados' }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('product-card').first()).toContainText(stripName);
  await expect(page.getByTestId('product-card').first()).toContainText(stripMatch);

  // Search, accent-insensitive, within a category, then narrow by price on the server.
  const heading = page.locator('#catalog-title');
  const shown = async () => Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1] ?? Number.NaN);
  await page.getByTestId('category-serums').click();
  await expect(heading).toHaveText(/Séruns \(\d+\)/);
  const allSerums = await shown();
  await page.getByLabel('Buscar produtos').fill('niacinamida');
  await expect.poll(shown).toBeLessThan(allSerums);
  const withKeyword = await shown();
  expect(withKeyword).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel(/Preço máximo/).fill('60');
  await expect.poll(shown).toBeLessThan(withKeyword);
  await page.getByLabel(/Preço máximo/).fill('120');
  await expect.poll(shown).toBeGreaterThan(0);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await captureScreen('products-search');

  // Open the first result, save it from the detail screen.
  const first = cards.first();
  await first.getByRole('button', { name: /^Ver detalhes de / }).click();
  const details = page.getByTestId('product-details');
  await expect(details).toBeVisible();
  const name =
    (
      await details
        .getByRole('heading', { level: 1 })
        .or(details.getByRole('heading', { level: 2 }))
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(name.length).toBeGreaterThan(3);
  const heart = details.getByTestId('favourite-button');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await captureScreen('product-details');

  // Write a review.
  await details.getByRole('tab', { name: 'Avaliações' }).click();
  await details.getByRole('button', { name: 'Escreva sua Avaliação' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('review-rating-4').check({ force: true });
  await dialog.getByLabel('Título').fill('Controlou a oleosidade');
  await dialog
    .getByLabel('Comentário')
    .fill('Uso há algumas semanas, a pele ficou menos brilhante na zona T.');
  await dialog.getByTestId('review-submit').click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(
    details.getByTestId('review-card').filter({ hasText: 'Controlou a oleosidade' }),
  ).toBeVisible();
  await expect(details.getByTestId('reviews-count')).toContainText('1');

  // Saved products and my reviews, from the profile.
  await page.getByRole('button', { name: 'Voltar' }).click();
  const navigation = page.getByRole('navigation', { name: 'Navegação principal' });
  await navigation.getByRole('button', { name: /^Perfil/ }).click();
  await page.getByRole('button', { name: 'Produtos Salvos' }).click();
  const saved = page.getByTestId('saved-product');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(name);
  await captureScreen('saved-products');
  await page.getByRole('button', { name: 'Voltar' }).click();

  await page.getByRole('button', { name: 'Minhas Avaliações' }).click();
  const mine = page.getByTestId('my-review');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText('Controlou a oleosidade');
  await captureScreen('my-reviews');
});
