import type { Page } from '@playwright/test';
import { createAccount, signInNewAccount, skipOnboarding, submitLogin } from './support/accounts';
import { agreeToPhotoConsent, analyseFace } from './support/analysis';
import { expectAccessible } from './support/axe';
import { e2eEnvironment } from './support/environment';
import { expect, test } from './support/fixtures';

/** Axe measures what is on screen: wait until no skeleton placeholder is left. */
const settled = (page: Page) => expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: 15_000 });

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

/**
 * Every screen below is checked in both themes: with no theme chosen, a page follows the device's setting, which
 * Playwright emulates here, so the dark run also holds the boot script (the page is dark before its first paint)
 * and the contrast of every dark colour pair.
 */
const THEMES = ['light', 'dark'] as const;

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the landing page and the onboarding have no serious WCAG 2.1 AA violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page, 'landing');

      await page.goto('/onboarding');
      await expect(
        page.getByRole('region', { name: 'Apresentação do Pele.AI' }).getByRole('group', { name: '1 de 4' }),
      ).toBeVisible();
      await expectAccessible(page, 'onboarding');
    });

    test('the auth screens, with their error box and validation messages, have no serious WCAG 2.1 AA violations', async ({
      page,
      request,
      expectedFailures,
    }) => {
      const account = await createAccount(request, 'a11y-auth');
      expectedFailures.expect({ method: 'POST', path: '/api/auth/login', status: 401 });
      await skipOnboarding(page);

      await test.step('login, then its error box', async () => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
        await expectAccessible(page, 'login');
        await submitLogin(page, { email: account.email, password: `${account.password}-errada` });
        await expect(page.getByTestId('error-box')).toContainText('Email ou senha incorretos.');
        await expectAccessible(page, 'login-error');
      });

      await test.step('register with its validation messages', async () => {
        await page.goto('/register');
        await page.getByRole('button', { name: 'Criar conta' }).click();
        await expect(page.getByLabel('Nome completo')).toHaveAccessibleDescription('Nome é obrigatório');
        await expectAccessible(page, 'register-validation');
      });

      await test.step('forgot password, before and after sending', async () => {
        await page.goto('/forgot-password');
        await expect(page.getByLabel('Email')).toBeVisible();
        await expectAccessible(page, 'forgot-password');
        await page.getByLabel('Email').fill(account.email);
        await page.getByRole('button', { name: 'Enviar instruções' }).click();
        await expect(page.getByRole('heading', { name: 'Verifique seu email' })).toBeVisible();
        await expectAccessible(page, 'forgot-password-sent');
      });

      await test.step('reset password: the form (the token is only checked on submit) and the invalid link', async () => {
        await page.goto('/reset-password?token=a11y-not-submitted');
        await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
        await expectAccessible(page, 'reset-password');
        await page.goto('/reset-password');
        await expect(page.getByRole('link', { name: 'Solicitar novo link' })).toBeVisible();
        await expectAccessible(page, 'reset-password-invalid');
      });
    });

    test('the app home, profile, settings and orders have no serious WCAG 2.1 AA violations', async ({
      page,
      request,
    }) => {
      await signInNewAccount(page, request, 'a11y-app');

      await test.step('home', async () => {
        await expect(page.getByTestId('greeting')).toBeVisible();
        await settled(page);
        await expectAccessible(page, 'app-home', {
          // label-content-name-mismatch counts the avatar's initials ('MA') as the button's visible label and wants
          // them in its name 'Abrir perfil'; they are a picture of the user (role="img"), not a label to speak.
          exclude: ['button[aria-label="Abrir perfil"]'],
        });
      });

      await test.step('the analysis gate of the products tab', async () => {
        await navigation(page).getByRole('button', { name: 'Produtos', exact: true }).click();
        const gate = page.getByRole('alertdialog', { name: 'Análise de Pele Necessária' });
        await expect(gate).toBeVisible();
        await expectAccessible(page, 'analysis-gate');
        await gate.getByRole('button', { name: 'Cancelar' }).click();
        await expect(gate).toBeHidden();
      });

      await test.step('profile and settings', async () => {
        await navigation(page).getByRole('button', { name: 'Perfil', exact: true }).click();
        await expect(page.getByTestId('profile-name')).toBeVisible();
        await settled(page);
        await expectAccessible(page, 'profile');
        await page.getByRole('button', { name: 'Configurações' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
        await expectAccessible(page, 'settings');
      });

      // A new account has no orders yet: the empty state here, an expanded real order in premium.spec.ts.
      await test.step('orders', async () => {
        await page.goto('/app/orders');
        await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
        await expect(page.getByText('Você ainda não fez pedidos.', { exact: false })).toBeVisible();
        await expectAccessible(page, 'orders');
      });
    });

    test('after a real analysis, the result, products, a product detail and the routine have no serious WCAG 2.1 AA violations', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signInNewAccount(page, request, 'a11y-analise');

      await test.step('the consent step before the first face photo', async () => {
        await page.goto('/app/analyze');
        await expect(page.getByTestId('photo-consent')).toBeVisible();
        await settled(page);
        await expectAccessible(page, 'analyze-consent');
        await agreeToPhotoConsent(page);
      });

      await test.step('the analyze screen, before choosing a photo', async () => {
        await expect(page.getByLabel('Foto do rosto')).toBeAttached();
        await settled(page);
        await expectAccessible(page, 'analyze');
      });

      await analyseFace(page);

      await test.step('analysis result', async () => {
        await settled(page);
        await expectAccessible(page, 'analysis-result');
      });

      await test.step('products tab and a product detail', async () => {
        await page.getByRole('button', { name: 'Ver Produtos Recomendados' }).click();
        const cards = page.getByTestId('product-card');
        await expect(cards.first()).toBeVisible({ timeout: 15_000 });
        await settled(page);
        await expectAccessible(page, 'products');
        await cards
          .first()
          .getByRole('button', { name: /^Ver detalhes de / })
          .click();
        await expect(page.getByTestId('product-details')).toBeVisible();
        await settled(page);
        await expectAccessible(page, 'product-details');
        await page.getByRole('button', { name: 'Voltar' }).click();
      });

      await test.step('routine tab, before and after generating a routine', async () => {
        await navigation(page).getByRole('button', { name: 'Sua Rotina' }).click();
        await expect(page.getByTestId('routine-generate')).toBeVisible({ timeout: 15_000 });
        await settled(page);
        await expectAccessible(page, 'routine-empty');
        await page.getByTestId('routine-generate').click();
        await expect(page.getByTestId('routine-progress-text')).toHaveText(/^0 de \d+ passos$/, {
          timeout: 20_000,
        });
        await settled(page);
        await expectAccessible(page, 'routine');
      });
    });
  });
}

// admin.spec.ts checks every admin tab in the light theme, along its journeys; here each one again in dark.
test.describe('the admin panel in the dark theme', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });

  test('every admin tab and the product dialog have no serious WCAG 2.1 AA violations', async ({ page }) => {
    test.setTimeout(90_000);
    await skipOnboarding(page);
    await page.goto('/login');
    await submitLogin(page, e2eEnvironment.admin);
    await expect(page).toHaveURL('/admin');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('stat-totalProducts')).not.toContainText('0', { timeout: 10_000 });
    await expectAccessible(page, 'admin-dashboard');
    const panel = page.getByRole('navigation', { name: 'Painel administrativo' });
    for (const tab of ['Produtos', 'Usuários', 'Pedidos', 'Avaliações', 'Analytics', 'Configurações']) {
      await panel.getByRole('link', { name: tab }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
      if (tab === 'Analytics') await expect(page.getByRole('figure').first()).toBeVisible();
      await settled(page);
      await expectAccessible(page, `admin-${tab}`);
      if (tab === 'Produtos') {
        await page.getByRole('button', { name: 'Adicionar Produto' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, 'admin-product-dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
  });
});
