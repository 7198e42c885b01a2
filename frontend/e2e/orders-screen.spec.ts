import { createAccount, skipOnboarding, submitLogin } from './support/accounts';
import { expect, test } from './support/fixtures';

test('the orders screen opens from its URL and a card expands to its items', async ({
  page,
  request,
  captureScreen,
}) => {
  const account = await createAccount(request, 'pedidos');
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL('/app');

  // Where the payment pages send the user ('Ver Todos os Pedidos').
  await page.goto('/app/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();

  const order = page.getByTestId('order-PED-2031');
  const summary = order.getByRole('button', { expanded: false });
  await summary.click();
  await expect(order.getByRole('button', { expanded: true })).toBeVisible();
  await captureScreen('orders');

  // Opened from its URL, the screen goes back to the home tab.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page).toHaveURL('/app');
});
