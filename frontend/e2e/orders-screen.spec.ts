import { createAccount, skipOnboarding, submitLogin } from './support/accounts';
import { expect, test } from './support/fixtures';

test('the orders overlay opens from navigation state and a card expands to its items', async ({
  page,
  request,
  captureScreen,
}) => {
  const account = await createAccount(request, 'pedidos');
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL('/app');

  // What `navigate('/app', { state: { overlay: 'orders' } })` leaves in history; the router reads it on load.
  await page.evaluate(() =>
    window.history.replaceState({ usr: { overlay: 'orders' }, key: 'e2e', idx: 0 }, '', '/app'),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();

  const order = page.getByTestId('order-PED-2031');
  const summary = order.getByRole('button', { expanded: false });
  await summary.click();
  await expect(order.getByRole('button', { expanded: true })).toBeVisible();
  await captureScreen('orders');

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByTestId('greeting')).toBeVisible();
});
