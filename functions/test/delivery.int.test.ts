import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { TEST_ADDRESS } from './address';
import { type AdminSession, adminLogin, api, registerUser, type TestUser } from './http';
import { aProduct, type Order, returnUrls } from './premium-helpers';
import { eventually } from './product-fixtures';
import { CARDS, payOnHostedPage, sessionIdOf } from './stripe';
import { setStock } from './table';

type OrderWithAddress = Order & { number: string; deliveryAddress: typeof TEST_ADDRESS | null };
interface Mail {
  to: string;
  subject: string;
  html: string;
}

const mailsTo = async (address: string): Promise<Mail[]> => {
  const dir = testStack().outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as Mail),
  );
  return mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
};

let admin: AdminSession;
beforeAll(async () => {
  admin = await adminLogin();
});

const saveAddress = (user: TestUser, body: unknown) =>
  api<{ address: typeof TEST_ADDRESS | null }>('PUT', '/api/users/me/address', { token: user.token, body });

describe('the delivery address', () => {
  it('is kept on the profile once valid; a bad CEP or UF is a 400 in pt-BR that saves nothing', async () => {
    const user = await registerUser('address-form');
    expect((await api('GET', '/api/users/me/address', { token: user.token })).body.data).toEqual({
      address: null,
    });
    const badCep = await saveAddress(user, { ...TEST_ADDRESS, cep: '01310100' });
    expect(badCep.status).toBe(400);
    expect(badCep.body).toMatchObject({ success: false });
    expect(badCep.body.fields?.cep).toBe('Informe o CEP no formato 00000-000.');
    const badState = await saveAddress(user, { ...TEST_ADDRESS, state: 'XX' });
    expect(badState.status).toBe(400);
    expect(badState.body.fields?.state).toBe('Escolha a UF do estado (ex.: SP).');
    const noStreet = await saveAddress(user, { ...TEST_ADDRESS, street: '  ' });
    expect(noStreet.status).toBe(400);
    expect((await api('GET', '/api/users/me/address', { token: user.token })).body.data).toEqual({
      address: null,
    });

    const saved = await saveAddress(user, TEST_ADDRESS);
    expect(saved.status).toBe(200);
    expect(saved.body.data?.address).toEqual(TEST_ADDRESS);
    expect((await api('GET', '/api/users/me/address', { token: user.token })).body.data).toEqual({
      address: TEST_ADDRESS,
    });
  });

  it('is required before payment: without one the checkout is refused (409) and the order stays unpaid', async () => {
    const user = await registerUser('address-required');
    const product = await aProduct(user.token);
    await api('PUT', `/api/cart/items/${product.id}`, { token: user.token, body: { quantity: 1 } });
    const order = (await api<OrderWithAddress>('POST', '/api/orders', { token: user.token, body: {} })).body
      .data as OrderWithAddress;
    expect(order.deliveryAddress).toBeNull();
    const pay = await api('PUT', `/api/orders/${order.id}/pay`, { token: user.token, body: returnUrls() });
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe('Informe o endereço de entrega antes de pagar.');
    const read = await api<OrderWithAddress>('GET', `/api/orders/${order.id}`, { token: user.token });
    expect(read.body.data).toMatchObject({ status: 'pending_payment', deliveryAddress: null });
  });
});

describe("an order's e-mails", () => {
  it('confirm the payment, then say shipped and delivered, each once, with the number, items and address', async () => {
    const user = await registerUser('order-mails', 'Joana Compradora');
    const product = await aProduct(user.token);
    const before = await setStock(product.id, 10);
    try {
      await saveAddress(user, TEST_ADDRESS);
      await api('PUT', `/api/cart/items/${product.id}`, { token: user.token, body: { quantity: 2 } });
      const order = (await api<OrderWithAddress>('POST', '/api/orders', { token: user.token, body: {} })).body
        .data as OrderWithAddress;
      // Moved house before paying: the order goes where the profile says when the payment opens.
      const moved = { ...TEST_ADDRESS, number: '2000', complement: '' };
      await saveAddress(user, moved);
      const pay = await api<{ checkoutUrl: string }>('PUT', `/api/orders/${order.id}/pay`, {
        token: user.token,
        body: returnUrls(),
      });
      expect(pay.status).toBe(200);
      const paid = await payOnHostedPage(pay.body.data?.checkoutUrl as string, CARDS.success);
      await api('GET', `/api/payments/verify-session?sessionId=${sessionIdOf(paid)}`, { token: user.token });
      const read = await api<OrderWithAddress>('GET', `/api/orders/${order.id}`, { token: user.token });
      expect(read.body.data).toMatchObject({ status: 'paid', deliveryAddress: moved });

      const confirmed = await eventually(
        () => mailsTo(user.email),
        (mails) => mails.some((mail) => mail.subject.includes('confirmado')),
        10_000,
      );
      const confirmation = confirmed.filter((mail) => mail.subject === `Pedido ${order.number} confirmado`);
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0]?.html).toContain(`2× ${product.name}`);
      expect(confirmation[0]?.html).toContain('Avenida Paulista, 2000');
      expect(confirmation[0]?.html).toContain('CEP 01310-100');

      for (const status of ['processing', 'shipped', 'delivered'])
        expect(
          (
            await api('PUT', `/api/admin/orders/${order.id}/status`, {
              token: admin.token,
              body: { status },
            })
          ).status,
        ).toBe(200);
      const all = await eventually(
        () => mailsTo(user.email),
        (mails) => mails.some((mail) => mail.subject.includes('entregue')),
        10_000,
      );
      expect(all.map((mail) => mail.subject).filter((subject) => subject.startsWith('Pedido'))).toEqual([
        `Pedido ${order.number} confirmado`,
        `Pedido ${order.number} enviado`,
        `Pedido ${order.number} entregue`,
      ]);
      expect(all.at(-1)?.html).toContain('São Paulo — SP');
      // The same three moments are in the buyer's notification centre, newest first, each linking the order.
      const centre = await api<{ notifications: Array<{ kind: string; title: string; link: string }> }>(
        'GET',
        '/api/notifications',
        { token: user.token },
      );
      expect(
        centre.body.data?.notifications
          .filter((n) => n.kind.startsWith('order_'))
          .map((n) => [n.kind, n.title]),
      ).toEqual([
        ['order_delivered', `Pedido ${order.number} entregue`],
        ['order_shipped', `Pedido ${order.number} enviado`],
        ['order_paid', `Pedido ${order.number} confirmado`],
      ]);
      expect(centre.body.data?.notifications[0]?.link).toBe(`/app/orders/${order.id}`);
    } finally {
      await setStock(product.id, before);
    }
  });
});
