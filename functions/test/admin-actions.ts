/**
 * The seeded admin and the calls the admin integration tests (admin-*.int.test.ts) make: products, reviews,
 * orders and the dashboard's figures, each as the SPA sends it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminOrder, AdminProduct, AdminReview, DashboardStats } from '@pele/shared/schemas/admin';
import { beforeAll, expect } from 'vitest';
import { TEST_ADDRESS } from './address';
import { type AdminSession, adminLogin, api, type TestUser, uploadThrough } from './http';
import { returnUrls } from './premium-helpers';
import { CARDS, payOnHostedPage, sessionIdOf } from './stripe';

export let admin: AdminSession;

/** Signs the seeded admin in before the file's tests. */
export const useAdmin = () =>
  beforeAll(async () => {
    admin = await adminLogin();
  });

export const unique = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures/images', name));

/** An image for a product, through the admin's presigned upload (PNG as the browser would send it). */
export const uploadProductImage = async (bytes: Buffer) =>
  uploadThrough(
    await api('POST', '/api/admin/products/image-upload', {
      token: admin.token,
      body: { contentType: 'image/png', size: bytes.byteLength },
    }),
    bytes,
    'image/png',
  );

export const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Sérum Teste ${unique()}`,
  brand: 'Marca Teste',
  description: 'Um sérum criado pelo teste do painel.',
  category: 'serums',
  price: 49.9,
  countInStock: 5,
  tags: [' hidratante ', '', 'noite'],
  ingredients: ['Aqua', 'Glycerin', 'Aqua', '  '],
  ...overrides,
});

export const createProduct = async (overrides: Record<string, unknown> = {}) => {
  const res = await api<AdminProduct>('POST', '/api/admin/products', {
    token: admin.token,
    body: productBody(overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as AdminProduct;
};

export const stats = async () =>
  (await api<DashboardStats>('GET', '/api/admin/dashboard/stats', { token: admin.token })).body
    .data as DashboardStats;

export const search = async (user: TestUser, keyword: string) =>
  (
    await api<{ data: Array<{ id: string }> }>(
      'GET',
      `/api/products?keyword=${encodeURIComponent(keyword)}`,
      {
        token: user.token,
      },
    )
  ).body.data?.data.map((p) => p.id) ?? [];

export const review = async (user: TestUser, productId: string, rating: number) => {
  const res = await api<{ id: string }>('POST', '/api/reviews', {
    token: user.token,
    body: { productId, rating, title: `Nota ${rating}`, content: 'Avaliação escrita pelo teste.' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as { id: string }).id;
};

export const summary = async (user: TestUser, productId: string) =>
  (
    await api<{ average: number; count: number; data: Array<{ id: string }> }>(
      'GET',
      `/api/reviews/product/${productId}`,
      { token: user.token },
    )
  ).body.data as { average: number; count: number; data: Array<{ id: string }> };

export const moderate = (reviewId: string, approved: boolean) =>
  api<AdminReview>('PUT', `/api/admin/reviews/${reviewId}/moderate`, {
    token: admin.token,
    body: { approved },
  });

/** Buys `quantity` of a product through the cart, the order and the Stripe stand-in's hosted page. */
export const buy = async (user: TestUser, productId: string, quantity: number) => {
  await api('PUT', '/api/users/me/address', { token: user.token, body: TEST_ADDRESS });
  await api('PUT', `/api/cart/items/${productId}`, { token: user.token, body: { quantity } });
  const order = await api<{ id: string; total: number }>('POST', '/api/orders', {
    token: user.token,
    body: {},
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const { id, total } = order.body.data as { id: string; total: number };
  const pay = await api<{ checkoutUrl: string }>('PUT', `/api/orders/${id}/pay`, {
    token: user.token,
    body: returnUrls(),
  });
  const paid = await payOnHostedPage(pay.body.data?.checkoutUrl as string, CARDS.success);
  await api('GET', `/api/payments/verify-session?sessionId=${sessionIdOf(paid)}`, { token: user.token });
  return { id, total };
};

export const adminOrder = (id: string) =>
  api<AdminOrder>('GET', `/api/admin/orders/${id}`, { token: admin.token }).then(
    (r) => r.body.data as AdminOrder,
  );
export const moveOrder = (id: string, status: string) =>
  api<AdminOrder>('PUT', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status } });
export const stockOf = async (name: string) =>
  (
    await api<{ products: AdminProduct[] }>('GET', `/api/admin/products?search=${encodeURIComponent(name)}`, {
      token: admin.token,
    })
  ).body.data?.products[0]?.count_in_stock;
