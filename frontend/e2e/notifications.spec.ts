import type { APIRequestContext } from '@playwright/test';
import { type Account, signInNewAccount } from './support/accounts';
import { analyseFace } from './support/analysis';
import { expectAccessible } from './support/axe';
import { e2eEnvironment } from './support/environment';
import { expect, test } from './support/fixtures';

const tokenOf = async (request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) => {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
};

/** The person writes a review and staff reject it: the moment the product notifies them of. */
const reviewRejectedByStaff = async (request: APIRequestContext, account: Account) => {
  const token = await tokenOf(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const products = await request.get('/api/products?limit=12', { headers });
  const productId = ((await products.json()) as { data: { data: Array<{ id: string }> } }).data.data[3]?.id;
  const written = await request.post('/api/reviews', {
    headers,
    data: {
      productId,
      rating: 2,
      title: 'Não funcionou',
      content: 'Avaliação escrita no teste de ponta a ponta.',
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  const reviewId = ((await written.json()) as { data: { id: string } }).data.id;
  const adminToken = await tokenOf(request, e2eEnvironment.admin);
  const moderated = await request.put(`/api/admin/reviews/${reviewId}/moderate`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { approved: false },
  });
  expect(moderated.status(), await moderated.text()).toBe(200);
};

test('the reminder editor saves both reminders, and a notification arrives in the centre with the badge count', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(120_000);
  const account = await signInNewAccount(page, request, 'notificacoes');
  // Sua Rotina opens after the first analysis.
  await analyseFace(page);
  await page.getByRole('button', { name: 'Ver Rotina Personalizada' }).click();

  // Sua Rotina → Gerenciar: the morning reminder on at 06:45, the evening one at 22:15 (still off).
  const reminders = page.getByRole('region', { name: 'Lembretes' });
  await expect(reminders.getByRole('switch', { name: /Rotina da Manhã.*07:30/ })).toHaveAttribute(
    'aria-checked',
    'false',
    { timeout: 20_000 },
  );
  await reminders.getByRole('button', { name: 'Gerenciar' }).click();
  const editor = page.getByRole('dialog', { name: 'Gerenciar lembretes' });
  await expectAccessible(page, 'reminders-editor');
  await editor.getByRole('checkbox', { name: 'Lembrar todos os dias' }).first().check();
  await editor.getByLabel('Horário').first().fill('06:45');
  await editor.getByLabel('Horário').last().fill('22:15');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('toast')).toContainText('Lembretes salvos.');
  await expect(editor).toBeHidden();
  await expect(reminders.getByRole('switch', { name: /Rotina da Manhã.*06:45/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(reminders.getByRole('switch', { name: /Rotina da Noite.*22:15/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.goto('/app/routine');
  await expect(reminders.getByRole('switch', { name: /Rotina da Manhã.*06:45/ })).toHaveAttribute(
    'aria-checked',
    'true',
    { timeout: 20_000 },
  );

  // Nothing unread yet; then staff reject the person's review.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('button', { name: 'Perfil', exact: true })).toBeVisible();
  await expect(page.getByTestId('badge-products')).toHaveCount(0);
  await reviewRejectedByStaff(request, account);

  // The open app asks again when it regains focus (and every minute): the badge shows the new notification.
  await page.reload();
  await expect(page.getByTestId('badge-profile')).toHaveText('1', { timeout: 20_000 });
  await expect(nav.getByRole('button', { name: 'Perfil, 1 notificação não lida' })).toBeVisible();
  await nav.getByRole('button', { name: /Perfil/ }).click();
  await page.getByRole('button', { name: /Notificações.*1 nova/ }).click();
  await expect(page).toHaveURL('/app/notifications');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  const list = page.getByTestId('notifications-list');
  await expect(
    list.getByRole('button', { name: /Não lida: Avaliação removida pela moderação/ }),
  ).toBeVisible();
  await expect(page.getByText('1 não lida')).toBeVisible();
  await captureScreen('notifications');
  await expectAccessible(page, 'notifications');

  // Opening it marks it read and goes to the review it is about.
  await list.getByRole('button', { name: /Avaliação removida pela moderação/ }).click();
  await expect(page).toHaveURL('/app/reviews');
  await expect(page.getByTestId('badge-profile')).toHaveCount(0);
});
