import { latestMailTo } from '../../infra/local/stand-ins/ses/outbox';
import { agreeIfAsked, fixturePhoto } from './support/analysis';
import { expectAccessible } from './support/axe';
import { payOnHostedCheckout } from './support/checkout';
import { e2eEnvironment } from './support/environment';
import { expect, test } from './support/fixtures';
import { signInAfterTrial } from './support/trial';

test('after the trial, the analysis leads to the plans, a paid subscription opens it again', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(90_000);
  await signInAfterTrial(page, request, 'premium');
  await page.goto('/app/analyze');
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByText(/Seu teste grátis terminou em/)).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continuar' });
  await expect(continueButton).toBeDisabled();
  await expect(page.getByText('Por favor, selecione um plano para continuar.')).toBeVisible();
  await expect(page.getByTestId('plan-premium-anual')).toContainText('50% OFF');
  await expect(page.getByTestId('plan-premium-anual')).toContainText('Mais Popular');
  await captureScreen('subscription-plans');
  await page.getByRole('radio', { name: /Premium Mensal/ }).check();
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Assinar' })).toBeVisible();
  await expect(page.getByText('R$ 29,90').first()).toBeVisible();
  await captureScreen('hosted-checkout');
  await payOnHostedCheckout(page, '4242 4242 4242 4242', 'Assinar');

  await expect(page).toHaveURL(/\/app\/payment\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  await captureScreen('payment-success');
  await page.getByRole('link', { name: 'Começar Análise de Pele' }).click();
  await expect(page).toHaveURL('/app/analyze');
  await agreeIfAsked(page);
  await page.getByLabel('Foto do rosto').setInputFiles(fixturePhoto('mpl-grace_hopper.jpg'));
  await page.getByRole('button', { name: 'Analisar Minha Pele' }).click();
  await expect(page.getByRole('heading', { name: 'Resultado da Análise' })).toBeVisible({ timeout: 45_000 });

  await page.goto('/app/settings');
  const section = page.getByTestId('subscription-settings');
  await expect(section).toContainText('Premium Mensal');
  await expect(section).toContainText('Renova em');
  await section.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(section).toContainText('acesso até');
});

test('a declined card shows the decline, and the cancel page says nothing was charged', async ({
  page,
  request,
  expectedFailures,
  captureScreen,
}) => {
  await signInAfterTrial(page, request, 'declined');
  await page.goto('/subscription');
  await page.getByRole('radio', { name: /Premium Anual/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Assinar' })).toBeVisible();
  const checkoutPath = new URL(page.url()).pathname;
  // The hosted page answers a declined card with 402 and shows why: expected here.
  expectedFailures.expect({ method: 'POST', path: checkoutPath, status: 402 });
  await payOnHostedCheckout(page, '4000 0000 0000 0002', 'Assinar');
  await expect(page.getByRole('alert')).toHaveText('Seu cartão foi recusado.');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL('/app/payment/cancel');
  await expect(page.getByRole('heading', { name: 'Pagamento Cancelado' })).toBeVisible();
  await expect(page.getByText(/Nenhum valor foi cobrado/)).toBeVisible();
  await captureScreen('payment-cancel');
});

test('two products in the cart, reached from the shell, are paid with a delivery address; the order shows in Meus Pedidos and its confirmation is e-mailed', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(90_000);
  const account = await signInAfterTrial(page, request, 'cart');
  // Products come from the catalog tab, which the analysis gate guards; the product pages have their own URL.
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const products = await request.get('/api/products?category=serums', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await products.json()) as { data: { data: Array<{ id: string; name: string }> } };
  for (const product of data.data.slice(0, 2)) {
    await page.goto(`/app/products/${product.id}`);
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page.getByTestId('toast').last()).toContainText('Produto adicionado ao carrinho!');
  }
  // The cart from the app shell, with its count.
  await page.getByRole('button', { name: 'Carrinho, 2 itens' }).click();
  await expect(page).toHaveURL('/app/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  // No payment without a delivery address.
  const finish = page.getByRole('button', { name: 'Finalizar Compra' });
  await expect(finish).toBeDisabled();
  await page.getByLabel('CEP').fill('01310100');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('Estado (UF)').selectOption('SP');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByTestId('address-summary')).toContainText('CEP 01310-100');
  await captureScreen('cart');
  await finish.click();
  await expect(page.getByRole('heading', { name: 'Pagar' })).toBeVisible();
  await payOnHostedCheckout(page, '4242 4242 4242 4242', 'Pagar');
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver Todos os Pedidos' }).click();
  await expect(page).toHaveURL('/app/orders');
  const order = page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem').first();
  // The same status name staff read in the admin panel, and a number a person can say.
  await expect(order).toContainText('Pago');
  await expect(order).toContainText(/Pedido PA-[2-9A-Z]{5}/);
  await order.getByRole('button', { expanded: false }).click();
  await expect(order).toContainText(data.data[0]?.name ?? '');
  // Paid: the cart is empty now.
  await expect(page.getByRole('button', { name: 'Carrinho vazio' })).toBeVisible();
  await expectAccessible(page, 'orders');
  await captureScreen('orders');
  await expect(async () => {
    const mail = await latestMailTo(e2eEnvironment.outboxDir, account.email);
    expect(mail?.subject).toMatch(/^Pedido PA-[2-9A-Z]{5} confirmado$/);
    expect(mail?.html).toContain('Avenida Paulista, 1000');
  }).toPass({ timeout: 10_000 });
});
