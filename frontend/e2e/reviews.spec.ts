import type { APIRequestContext } from '@playwright/test';
import { createAccount, skipOnboarding, submitLogin } from './support/accounts';
import { e2eEnvironment } from './support/environment';
import { expect, test } from './support/fixtures';

const tokenOf = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  return ((await response.json()) as { data: { token: string } }).data.token;
};

test("a reader marks a review 'Útil' and reports it; the report and its reason reach staff's moderation", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [author, reader] = await Promise.all([
    createAccount(request, 'review-author'),
    createAccount(request, 'review-reader'),
  ]);
  const authorToken = await tokenOf(request, author.email, author.password);
  const products = await request.get('/api/products?category=cleansers', {
    headers: { authorization: `Bearer ${authorToken}` },
  });
  const { data } = (await products.json()) as { data: { data: Array<{ id: string; name: string }> } };
  const product = data.data.at(-1) as { id: string; name: string };
  const title = `Propaganda ${Date.now().toString(36)}`;
  const written = await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${authorToken}` },
    data: { productId: product.id, rating: 5, title, content: 'Compre no meu site com desconto.' },
  });
  expect(written.status()).toBe(201);

  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, reader);
  await expect(page).toHaveURL('/app');
  await page.goto(`/app/products/${product.id}`);
  await page.getByRole('tab', { name: 'Avaliações' }).click();
  const card = page.getByTestId('review-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Útil' }).click();
  await expect(card.getByTestId('review-helpful-count')).toHaveText('1 pessoa achou útil');
  await expect(card.getByRole('button', { name: 'Útil' })).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('button', { name: 'Denunciar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar avaliação' });
  await dialog.getByRole('radio', { name: 'Propaganda ou spam' }).check();
  await dialog.getByLabel(/Detalhes/).fill('Leva para outro site.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Denúncia enviada.');
  await expect(card.getByRole('button', { name: 'Denunciada' })).toBeDisabled();

  // Staff find it among the pending reviews with the report's reason and details.
  const adminToken = await tokenOf(request, e2eEnvironment.admin.email, e2eEnvironment.admin.password);
  const pending = await request.get('/api/admin/reviews?status=pending&limit=50', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const listed = (await pending.json()) as {
    data: {
      reviews: Array<{ title: string; reportCount: number; helpfulCount: number; reports: unknown[] }>;
    };
  };
  expect(listed.data.reviews.find((review) => review.title === title)).toMatchObject({
    reportCount: 1,
    helpfulCount: 1,
    reports: [
      expect.objectContaining({ reasonLabel: 'Propaganda ou spam', details: 'Leva para outro site.' }),
    ],
  });
});
