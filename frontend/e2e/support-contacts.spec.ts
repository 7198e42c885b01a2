import type { APIRequestContext } from '@playwright/test';
import { signInNewAccount } from './support/accounts';
import { e2eEnvironment } from './support/environment';
import { expect, test } from './support/fixtures';

type Settings = Record<string, unknown>;

const adminToken = async (request: APIRequestContext) => {
  const response = await request.post('/api/auth/login', { data: e2eEnvironment.admin });
  return ((await response.json()) as { data: { token: string } }).data.token;
};

const saveSettings = async (request: APIRequestContext, token: string, body: Settings) => {
  const response = await request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
};

test('the contacts staff set reach every page that shows one, and a blank one hides its links', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await adminToken(request);
  const original = (
    (await (
      await request.get('/api/admin/settings', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: Settings }
  ).data;
  try {
    await saveSettings(request, token, {
      supportPhone: '',
      supportEmail: 'ajuda@pele.ai',
      privacyEmail: 'dpo@pele.ai',
    });

    await test.step("the landing's 'Fale conosco' and the privacy policy's officer", async () => {
      await page.goto('/');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Fale conosco' })).toHaveAttribute(
        'href',
        'mailto:ajuda@pele.ai',
      );
      await page.goto('/privacy');
      await expect(page.getByRole('link', { name: 'dpo@pele.ai' }).first()).toHaveAttribute(
        'href',
        'mailto:dpo@pele.ai',
      );
    });

    await test.step('no support chat without a number, then the chat with the number staff set', async () => {
      await signInNewAccount(page, request, 'contatos');
      const contactsRead = page.waitForResponse((response) =>
        response.url().endsWith('/api/settings/public'),
      );
      await page.goto('/app/payment/cancel');
      await expect(page.getByRole('heading', { name: 'Pagamento Cancelado' })).toBeVisible();
      await contactsRead;
      await expect(page.getByRole('link', { name: 'Contatar Suporte' })).toHaveCount(0);

      await saveSettings(request, token, { supportPhone: '5511987654321' });
      await page.reload();
      await expect(page.getByRole('link', { name: 'Contatar Suporte' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/5511987654321\?text=/,
      );
    });
  } finally {
    await saveSettings(request, token, original);
  }
});
