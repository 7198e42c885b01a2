import { createAccount, skipOnboarding, submitLogin } from './support/accounts';
import { e2eEnvironment } from './support/environment';
import { expect, test } from './support/fixtures';

test.describe('remembered page', () => {
  test('an anonymous visit to /app lands on /login and returns to /app after login', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'lembrar-app');
    await skipOnboarding(page);
    await page.goto('/app');
    await expect(page).toHaveURL('/login');
    await submitLogin(page, account);
    await expect(page).toHaveURL('/app');
    await expect(page.getByTestId('app-shell')).toBeVisible();
  });

  test('an anonymous visit to a deeper private page returns there after login', async ({ page, request }) => {
    const account = await createAccount(request, 'lembrar-pedido');
    await skipOnboarding(page);
    await page.goto('/app/orders');
    await expect(page).toHaveURL('/login');
    await submitLogin(page, account);
    await expect(page).toHaveURL('/app/orders');
  });
});

test('an expired session opens the login page, which says why', async ({
  page,
  request,
  expectedFailures,
}) => {
  const account = await createAccount(request, 'sessao-expirada');
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // Tokens nobody issued: the profile call, the home's paywall status started beside it and the refresh are
  // refused, and the app signs out.
  expectedFailures.expect({ method: 'GET', path: '/api/auth/profile', status: 401 });
  expectedFailures.expect({ method: 'GET', path: '/api/subscriptions/paywall-status', status: 401 });
  expectedFailures.expect({ method: 'POST', path: '/api/auth/refresh', status: 401 });
  await page.evaluate(() => {
    window.localStorage.setItem('auth_token', 'x.y.z');
    window.localStorage.setItem('auth_refresh_token', 'invalido');
    window.localStorage.removeItem('auth_user');
  });
  await page.goto('/app');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Sua sessão expirou. Por favor, faça login novamente.')).toBeVisible();
});

test.describe('admin guard', () => {
  test('an anonymous visitor of /admin lands on /login', async ({ page }) => {
    await skipOnboarding(page);
    await page.goto('/admin');
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in non-admin visiting /admin lands on /app', async ({ page, request }) => {
    const account = await createAccount(request, 'nao-admin');
    await skipOnboarding(page);
    await page.goto('/login');
    await submitLogin(page, account);
    await expect(page).toHaveURL('/app');
    await page.goto('/admin');
    await expect(page).toHaveURL('/app');
    await expect(page.getByTestId('app-shell')).toBeVisible();
  });

  test('the admin lands on /admin after login and the profile links to the dashboard', async ({
    page,
    captureScreen,
  }) => {
    await skipOnboarding(page);
    await page.goto('/login');
    await submitLogin(page, e2eEnvironment.admin);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await captureScreen('admin');

    await page.goto('/app');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('button', { name: 'Perfil', exact: true })
      .click();
    const dashboard = page.getByRole('link', { name: /Dashboard Admin/ });
    await expect(dashboard).toContainText('Admin');
    await dashboard.click();
    await expect(page).toHaveURL('/admin');
  });
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/qualquer-coisa');
  await expect(page).toHaveURL('/');
});
