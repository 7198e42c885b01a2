import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  AdminOrder,
  AdminProduct,
  AdminReview,
  AppSettings,
  AuditEntry,
  DashboardStats,
  Pagination,
} from '@pele/shared/schemas/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADDRESS } from './address';
import {
  type AdminSession,
  adminLogin,
  api,
  apiUrl,
  registerUser,
  type TestUser,
  uploadThrough,
} from './http';
import { returnUrls } from './premium-helpers';
import { eventually } from './product-fixtures';
import { CARDS, payOnHostedPage, sessionIdOf } from './stripe';

let admin: AdminSession;
beforeAll(async () => {
  admin = await adminLogin();
});

const unique = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures/images', name));

/** An image for a product, through the admin's presigned upload (PNG as the browser would send it). */
const uploadProductImage = async (bytes: Buffer) =>
  uploadThrough(
    await api('POST', '/api/admin/products/image-upload', {
      token: admin.token,
      body: { contentType: 'image/png', size: bytes.byteLength },
    }),
    bytes,
    'image/png',
  );

const productBody = (overrides: Record<string, unknown> = {}) => ({
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

const createProduct = async (overrides: Record<string, unknown> = {}) => {
  const res = await api<AdminProduct>('POST', '/api/admin/products', {
    token: admin.token,
    body: productBody(overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as AdminProduct;
};

const stats = async () =>
  (await api<DashboardStats>('GET', '/api/admin/dashboard/stats', { token: admin.token })).body
    .data as DashboardStats;

const search = async (user: TestUser, keyword: string) =>
  (
    await api<{ data: Array<{ id: string }> }>(
      'GET',
      `/api/products?keyword=${encodeURIComponent(keyword)}`,
      {
        token: user.token,
      },
    )
  ).body.data?.data.map((p) => p.id) ?? [];

const review = async (user: TestUser, productId: string, rating: number) => {
  const res = await api<{ id: string }>('POST', '/api/reviews', {
    token: user.token,
    body: { productId, rating, title: `Nota ${rating}`, content: 'Avaliação escrita pelo teste.' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as { id: string }).id;
};

const summary = async (user: TestUser, productId: string) =>
  (
    await api<{ average: number; count: number; data: Array<{ id: string }> }>(
      'GET',
      `/api/reviews/product/${productId}`,
      { token: user.token },
    )
  ).body.data as { average: number; count: number; data: Array<{ id: string }> };

const moderate = (reviewId: string, approved: boolean) =>
  api<AdminReview>('PUT', `/api/admin/reviews/${reviewId}/moderate`, {
    token: admin.token,
    body: { approved },
  });

/** Buys `quantity` of a product through the cart, the order and the Stripe stand-in's hosted page. */
const buy = async (user: TestUser, productId: string, quantity: number) => {
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

const adminOrder = (id: string) =>
  api<AdminOrder>('GET', `/api/admin/orders/${id}`, { token: admin.token }).then(
    (r) => r.body.data as AdminOrder,
  );
const moveOrder = (id: string, status: string) =>
  api<AdminOrder>('PUT', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status } });
const stockOf = async (name: string) =>
  (
    await api<{ products: AdminProduct[] }>('GET', `/api/admin/products?search=${encodeURIComponent(name)}`, {
      token: admin.token,
    })
  ).body.data?.products[0]?.count_in_stock;

describe('admin products', () => {
  it('creates a product with an uploaded image that a consumer finds by keyword at once', async () => {
    const consumer = await registerUser('admin-catalog');
    const word = unique();
    const bytes = await fixture('skimage-coffee.png');
    const key = await uploadProductImage(bytes);
    const created = await createProduct({ name: `Creme ${word}`, imageKey: key });
    expect(created.image_url).toMatch(/^\/media\/products\/.+\.webp$/);
    const image = await fetch(`${apiUrl()}${created.image_url}`);
    expect(image.status).toBe(200);
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    expect(await search(consumer, word)).toEqual([created.id]);
  });

  it('refuses an upload that is not an image, naming the field, and creates nothing', async () => {
    const bytes = Buffer.from('isto não é uma imagem, só texto fingindo ser PNG');
    const key = await uploadProductImage(bytes);
    const before = await stats();
    const name = `Falso ${unique()}`;
    const res = await api('POST', '/api/admin/products', {
      token: admin.token,
      body: productBody({ name, imageKey: key }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.imageKey).toBeTruthy();
    expect((await stats()).totalProducts).toBe(before.totalProducts);
    expect(await stockOf(name)).toBeUndefined();
  });

  it('keeps spec 5’s list rules and names each missing required field', async () => {
    const created = await createProduct();
    expect(created.tags).toEqual(['hidratante', 'noite']);
    expect(created.ingredients).toEqual(['Aqua', 'Glycerin']);
    const missing = await api('POST', '/api/admin/products', {
      token: admin.token,
      body: { ...productBody(), name: '  ', price: 'abc', countInStock: 1.5 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      name: 'Nome é obrigatório',
      price: 'O preço deve ser um número maior que 0 e de no máximo 100000.',
      countInStock: 'O estoque deve ser um número inteiro de 0 a 1000000.',
    });
  });

  it('changes only the fields an update sends, keeping a stock of 0', async () => {
    const consumer = await registerUser('admin-edit');
    const created = await createProduct();
    const res = await api<AdminProduct>('PUT', `/api/admin/products/${created.id}`, {
      token: admin.token,
      body: { countInStock: 0, price: 59.9 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      count_in_stock: 0,
      price: 59.9,
      name: created.name,
      description: created.description,
      tags: created.tags,
    });
    const detail = await api<{ price: number }>('GET', `/api/products/${created.id}`, {
      token: consumer.token,
    });
    expect(detail.body.data?.price).toBe(59.9);
    const empty = await api('PUT', `/api/admin/products/${created.id}`, { token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Nada a alterar.');
  });

  it('filters by search, category and tags, ten to a page with the page count', async () => {
    const word = unique();
    const created = await createProduct({
      name: `Tônico ${word}`,
      category: 'toners',
      tags: ['Noturno', 'vegano'],
    });
    const page = await api<{ products: AdminProduct[]; pagination: Pagination }>(
      'GET',
      '/api/admin/products',
      {
        token: admin.token,
      },
    );
    expect(page.body.data?.products).toHaveLength(10);
    expect(page.body.data?.pagination.pages).toBe(Math.ceil((page.body.data?.pagination.total ?? 0) / 10));
    const ids = async (query: string) =>
      (
        await api<{ products: AdminProduct[] }>('GET', `/api/admin/products?${query}`, { token: admin.token })
      ).body.data?.products.map((p) => p.id);
    expect(await ids(`search=${word}`)).toEqual([created.id]);
    expect(await ids(`search=${word}&category=toners&tags=noturno,VEGANO`)).toEqual([created.id]);
    expect(await ids(`search=${word}&category=serums`)).toEqual([]);
    expect(await ids(`search=${word}&tags=inexistente`)).toEqual([]);
  });

  it('deletes a product: consumers stop finding it, the author still reads their review of it', async () => {
    const author = await registerUser('admin-delete');
    const word = unique();
    const created = await createProduct({ name: `Máscara ${word}` });
    await review(author, created.id, 4);
    const before = await stats();
    const res = await api('DELETE', `/api/admin/products/${created.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await stats()).totalProducts).toBe(before.totalProducts - 1);
    expect((await api('GET', `/api/products/${created.id}`, { token: author.token })).status).toBe(404);
    expect(await search(author, word)).toEqual([]);
    const mine = await api<Array<{ product: { name: string } }>>('GET', '/api/reviews/user', {
      token: author.token,
    });
    expect(mine.body.data?.[0]?.product.name).toBe(created.name);
    expect((await api('DELETE', `/api/admin/products/${created.id}`, { token: admin.token })).status).toBe(
      404,
    );
  });
});

describe('review moderation', () => {
  it('takes a rejected review out of the average and count, and approving it brings it back', async () => {
    const [fan, critic] = await Promise.all([registerUser('mod-fan'), registerUser('mod-critic')]);
    const product = await createProduct();
    await review(fan, product.id, 5);
    const criticReview = await review(critic, product.id, 1);
    expect(await summary(fan, product.id)).toMatchObject({ average: 3, count: 2 });

    const rejected = await moderate(criticReview, false);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ moderation: 'rejected', approved: false });
    const hidden = await summary(fan, product.id);
    expect(hidden).toMatchObject({ average: 5, count: 1 });
    expect(hidden.data.map((r) => r.id)).not.toContain(criticReview);
    const mine = await api<Array<{ id: string; moderation: string }>>('GET', '/api/reviews/user', {
      token: critic.token,
    });
    expect(mine.body.data?.find((r) => r.id === criticReview)?.moderation).toBe('rejected');
    const listed = await api<{ reviews: AdminReview[] }>(
      'GET',
      '/api/admin/reviews?status=rejected&limit=100',
      {
        token: admin.token,
      },
    );
    expect(listed.body.data?.reviews.map((r) => r.id)).toContain(criticReview);

    expect((await moderate(criticReview, true)).body.data?.moderation).toBe('approved');
    expect(await summary(fan, product.id)).toMatchObject({ average: 3, count: 2 });
  });

  it('keeps the average and count exact when two reviews of one product are moderated at once', async () => {
    const [a, b] = await Promise.all([registerUser('mod-a'), registerUser('mod-b')]);
    const product = await createProduct();
    const ids = [await review(a, product.id, 4), await review(b, product.id, 2)];
    const rejected = await Promise.all(ids.map((id) => moderate(id, false)));
    expect(rejected.map((r) => r.status)).toEqual([200, 200]);
    expect(await summary(a, product.id)).toMatchObject({ average: 0, count: 0 });
    await Promise.all(ids.map((id) => moderate(id, true)));
    expect(await summary(a, product.id)).toMatchObject({ average: 3, count: 2 });
  });

  it('answers 404 for an unknown review and 400 for a body without approved', async () => {
    expect((await moderate('01NOSUCHREVIEW', true)).status).toBe(404);
    const bad = await api('PUT', '/api/admin/reviews/x/moderate', {
      token: admin.token,
      body: { approved: 'sim' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('orders', () => {
  it('walks paid → processing → shipped → delivered and refuses any other move with a 409', async () => {
    const buyer = await registerUser('admin-order');
    const product = await createProduct({ countInStock: 5 });
    const order = await buy(buyer, product.id, 1);
    const paid = await eventually(
      () => adminOrder(order.id),
      (o) => o?.status === 'paid',
    );
    expect(paid.nextStatuses).toEqual(['processing', 'cancelled']);
    expect(paid.customer.email).toBe(buyer.email);
    const listed = await api<{ orders: AdminOrder[] }>('GET', '/api/admin/orders?status=paid&limit=100', {
      token: admin.token,
    });
    expect(listed.body.data?.orders.map((o) => o.id)).toContain(order.id);

    const skip = await moveOrder(order.id, 'delivered');
    expect(skip.status).toBe(409);
    expect(skip.body.error).toBe('Não é possível mudar o pedido de "Pago" para "Entregue".');
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await moveOrder(order.id, status);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data?.status).toBe(status);
    }
    expect((await moveOrder(order.id, 'cancelled')).status).toBe(409);
    const mine = await api<{ status: string }>('GET', `/api/orders/${order.id}`, { token: buyer.token });
    expect(mine.body.data?.status).toBe('delivered');
  });

  it('cancels a paid order before shipping: the units go back and the buyer sees why', async () => {
    const buyer = await registerUser('admin-cancel');
    const product = await createProduct({ countInStock: 5 });
    const order = await buy(buyer, product.id, 2);
    await eventually(
      () => adminOrder(order.id),
      (o) => o?.status === 'paid',
    );
    expect(await stockOf(product.name)).toBe(3);
    const cancelled = await moveOrder(order.id, 'cancelled');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(product.name)).toBe(5);
    const mine = await api<{ status: string; cancelReason: string }>('GET', `/api/orders/${order.id}`, {
      token: buyer.token,
    });
    expect(mine.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: expect.stringContaining('estornado'),
    });
  });
});

describe('admin lists and moves refuse unknown states in pt-BR', () => {
  it('names the allowed order statuses and moderation states', async () => {
    const orders = await api('GET', '/api/admin/orders?status=lost', { token: admin.token });
    expect(orders.status).toBe(400);
    expect(orders.body.fields?.status).toBe(
      'Status de pedido inválido. Use Aguardando pagamento (pending_payment), Pago (paid), Em processamento (processing), Enviado (shipped), Entregue (delivered) ou Cancelado (cancelled).',
    );
    const move = await api('PUT', '/api/admin/orders/x/status', {
      token: admin.token,
      body: { status: 'teleported' },
    });
    expect(move.status).toBe(400);
    expect(move.body.fields?.status).toBe(orders.body.fields?.status);
    const reviews = await api('GET', '/api/admin/reviews?status=maybe', { token: admin.token });
    expect(reviews.status).toBe(400);
    expect(reviews.body.fields?.status).toBe(
      'Estado de moderação inválido. Use Pendentes (pending), Aprovadas (approved) ou Rejeitadas (rejected).',
    );
  });
});

describe('dashboard, analytics and audit', () => {
  it('moves every stat by exactly the writes made', async () => {
    const before = await stats();
    const buyer = await registerUser('admin-stats');
    const product = await createProduct({ price: 20, countInStock: 5 });
    await review(buyer, product.id, 5);
    const order = await buy(buyer, product.id, 1);
    await eventually(
      () => adminOrder(order.id),
      (o) => o?.status === 'paid',
    );
    const checkout = await api<{ checkoutUrl: string }>('POST', '/api/subscriptions', {
      token: buyer.token,
      body: { planId: 'premium-mensal', ...returnUrls() },
    });
    await payOnHostedPage(checkout.body.data?.checkoutUrl as string, CARDS.success);
    const after = await eventually(stats, (s) => s.activeSubscriptions === before.activeSubscriptions + 1);
    expect(after).toEqual({
      totalUsers: before.totalUsers + 1,
      totalProducts: before.totalProducts + 1,
      totalOrders: before.totalOrders + 1,
      totalReviews: before.totalReviews + 1,
      totalAnalyses: before.totalAnalyses,
      totalCheckIns: before.totalCheckIns,
      totalChallengesJoined: before.totalChallengesJoined,
      totalChallengesCompleted: before.totalChallengesCompleted,
      totalScans: before.totalScans,
      activeSubscriptions: before.activeSubscriptions + 1,
      totalRevenue: Math.round((before.totalRevenue + order.total) * 100) / 100,
      monthlyRevenue: Math.round((before.monthlyRevenue + order.total) * 100) / 100,
    });
    const analytics = await api<{
      days: Array<{ date: string; signups: number; orders: number; activeSubscriptions: number }>;
      topProducts: Array<{ productId: string }>;
    }>('GET', '/api/admin/analytics?period=7d', { token: admin.token });
    const today = analytics.body.data?.days.at(-1);
    expect(analytics.body.data?.days).toHaveLength(7);
    expect(today?.signups).toBeGreaterThanOrEqual(1);
    expect(today?.orders).toBeGreaterThanOrEqual(1);
    expect(today?.activeSubscriptions).toBe(after.activeSubscriptions);
    expect(analytics.body.data?.topProducts.length).toBeGreaterThan(0);
  });

  it('gives 30 days by default and refuses an unknown period', async () => {
    const res = await api<{ days: unknown[]; period: string }>('GET', '/api/admin/analytics', {
      token: admin.token,
    });
    expect(res.body.data).toMatchObject({ period: '30d' });
    expect(res.body.data?.days).toHaveLength(30);
    const bad = await api('GET', '/api/admin/analytics?period=1y', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.period).toBe('Período inválido. Use 7d, 30d ou 90d.');
  });

  it('records who changed what, with the values before and after', async () => {
    const created = await createProduct({ price: 10 });
    await api('PUT', `/api/admin/products/${created.id}`, { token: admin.token, body: { price: 12.5 } });
    const trail = await api<{ entries: AuditEntry[] }>('GET', '/api/admin/audit?limit=5', {
      token: admin.token,
    });
    const [latest, previous] = trail.body.data?.entries ?? [];
    expect(latest).toMatchObject({
      action: 'product.update',
      actor: { id: admin.user.id },
      target: { type: 'product', id: created.id },
      changes: [{ field: 'price', before: 10, after: 12.5 }],
    });
    expect(previous).toMatchObject({ action: 'product.create', target: { id: created.id } });
  });
});

describe('settings and plans', () => {
  it('changes the support phone and the free trial of new sign-ups without a deploy', async () => {
    const original = (await api<AppSettings>('GET', '/api/admin/settings', { token: admin.token })).body
      .data as AppSettings;
    try {
      const saved = await api<AppSettings>('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { supportPhone: '5511999990000', freeTrialDays: 3 },
      });
      expect(saved.body.data).toMatchObject({ supportPhone: '5511999990000', freeTrialDays: 3 });
      const shown = await api<{ supportPhone: string }>('GET', '/api/settings/public');
      expect(shown.body.data).toMatchObject({ supportPhone: '5511999990000' });
      const newcomer = await registerUser('short-trial');
      const status = await api<{ trialEndsAt: string }>('GET', '/api/subscriptions/paywall-status', {
        token: newcomer.token,
      });
      const days = (Date.parse(status.body.data?.trialEndsAt as string) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(2.9);
      expect(days).toBeLessThanOrEqual(3);
      const bad = await api('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { supportPhone: '11-9999', freeTrialDays: 365 },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['freeTrialDays', 'supportPhone']);
    } finally {
      await api('PUT', '/api/admin/settings', { token: admin.token, body: original });
    }
  });

  it('changes a plan’s price for the paywall and new checkouts', async () => {
    const plans = (
      await api<Array<{ id: string; price: number }>>('GET', '/api/admin/plans', { token: admin.token })
    ).body.data as Array<{ id: string; price: number }>;
    const plan = plans[0] as { id: string; price: number };
    try {
      const res = await api('PUT', `/api/admin/plans/${plan.id}`, {
        token: admin.token,
        body: { price: 39.9 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const listed = await api<Array<{ id: string; price: number }>>('GET', '/api/subscriptions/plans');
      expect(listed.body.data?.find((p) => p.id === plan.id)?.price).toBe(39.9);
      expect(
        (await api('PUT', '/api/admin/plans/nope', { token: admin.token, body: { price: 10 } })).status,
      ).toBe(404);
    } finally {
      await api('PUT', `/api/admin/plans/${plan.id}`, { token: admin.token, body: { price: plan.price } });
    }
  });
});
