import type { AppSettings } from '@pele/shared/schemas/admin';
import { adminMessages } from '@pele/shared/schemas/admin';
import { orderMessages } from '@pele/shared/schemas/orders';
import { productMessages } from '@pele/shared/schemas/products';
import type { Plan } from '@pele/shared/schemas/subscriptions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminLogin, api, registerUser, type TestUser } from './http';

/** What JavaScript's Number() reads as a number and a person never means as one. */
const NOT_NUMBERS: Array<[string, unknown]> = [
  ['true', true],
  ['[3]', [3]],
  ['"0x10"', '0x10'],
  ['null', null],
  ['""', ''],
  ['"3"', '3'],
  ['"1e1"', '1e1'],
];

let admin: AdminSession;
let user: TestUser;
beforeAll(async () => {
  [admin, user] = await Promise.all([adminLogin(), registerUser('numbers')]);
});

const firstProduct = async () => {
  const res = await api<{ data: Array<{ id: string; price: number }> }>('GET', '/api/products?limit=1', {
    token: user.token,
  });
  const product = res.body.data?.data[0];
  if (!product) throw new Error(`no product: ${JSON.stringify(res.body)}`);
  return product;
};

describe('numbers in a body are JSON numbers', () => {
  it('refuses a cart quantity that is not a JSON number (400) and keeps the cart as it was', async () => {
    const product = await firstProduct();
    const path = `/api/cart/items/${product.id}`;
    const set = await api('PUT', path, { token: user.token, body: { quantity: 2 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    for (const [label, quantity] of NOT_NUMBERS) {
      const res = await api('PUT', path, { token: user.token, body: { quantity } });
      expect(res.status, label).toBe(400);
      expect(res.body.success, label).toBe(false);
      expect(res.body.fields?.quantity, label).toBe(orderMessages.quantity);
    }
    const cart = await api<{ items: Array<{ productId: string; quantity: number }> }>('GET', '/api/cart', {
      token: user.token,
    });
    expect(cart.body.data?.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
  });

  it('refuses a product price or stock written as hex or text (400) and keeps the product', async () => {
    const product = await firstProduct();
    const path = `/api/admin/products/${product.id}`;
    for (const [label, price] of NOT_NUMBERS) {
      const res = await api('PUT', path, { token: admin.token, body: { price } });
      expect(res.status, label).toBe(400);
      expect(res.body.fields?.price, label).toBe(adminMessages.price);
    }
    const stock = await api('PUT', path, { token: admin.token, body: { countInStock: '0x10' } });
    expect(stock.status).toBe(400);
    expect(stock.body.fields?.countInStock).toBe(adminMessages.stock);
    const after = await api<{ price: number }>('GET', `/api/products/${product.id}`, { token: user.token });
    expect(after.body.data?.price).toBe(product.price);
  });

  it('refuses a plan price of "0x10" (400) and keeps the plan', async () => {
    const plans = (await api<Plan[]>('GET', '/api/admin/plans', { token: admin.token })).body.data as Plan[];
    const plan = plans[0] as Plan;
    const res = await api('PUT', `/api/admin/plans/${plan.id}`, {
      token: admin.token,
      body: { price: '0x10' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.price).toBe(adminMessages.planPrice);
    const after = (await api<Plan[]>('GET', '/api/admin/plans', { token: admin.token })).body.data as Plan[];
    expect(after.find((p) => p.id === plan.id)?.price).toBe(plan.price);
  });

  it('refuses a free trial of "0x10" or "" days (400) and keeps the settings', async () => {
    const before = (await api<AppSettings>('GET', '/api/admin/settings', { token: admin.token })).body.data;
    for (const freeTrialDays of ['0x10', '', '7', null]) {
      const res = await api('PUT', '/api/admin/settings', { token: admin.token, body: { freeTrialDays } });
      expect(res.status, JSON.stringify(freeTrialDays)).toBe(400);
      expect(res.body.fields?.freeTrialDays).toBe(adminMessages.trialDays);
    }
    const after = (await api<AppSettings>('GET', '/api/admin/settings', { token: admin.token })).body.data;
    expect(after).toEqual(before);
  });
});

describe('numbers in a query string are plain decimal digits', () => {
  it('refuses hex, exponents, signs and words as a page or a limit (400)', async () => {
    for (const page of ['0x10', '1e1', '-1', '+1', 'dois']) {
      const res = await api('GET', `/api/products?page=${encodeURIComponent(page)}`, { token: user.token });
      expect(res.status, page).toBe(400);
      expect(res.body.fields?.page, page).toBe(productMessages.page);
      const staff = await api('GET', `/api/admin/products?page=${encodeURIComponent(page)}`, {
        token: admin.token,
      });
      expect(staff.status, page).toBe(400);
      expect(staff.body.fields?.page, page).toBe(adminMessages.page);
    }
    const limit = await api('GET', '/api/products?limit=0x10', { token: user.token });
    expect(limit.status).toBe(400);
    expect(limit.body.fields?.limit).toBe(productMessages.limit);
  });

  it('still reads digits, and a blank as "not given"', async () => {
    const res = await api<{ page: number; data: unknown[] }>('GET', '/api/products?page=1&limit=2', {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.data.length).toBeLessThanOrEqual(2);
    const blank = await api<{ page: number }>('GET', '/api/products?page=&limit=', { token: user.token });
    expect(blank.status).toBe(200);
    expect(blank.body.data?.page).toBe(1);
  });
});
