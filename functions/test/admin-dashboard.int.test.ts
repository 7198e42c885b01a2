import type { AuditEntry } from '@pele/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { admin, adminOrder, buy, createProduct, review, stats, useAdmin } from './admin-actions';
import { api, registerUser } from './http';
import { returnUrls } from './premium-helpers';
import { eventually } from './product-fixtures';
import { CARDS, payOnHostedPage } from './stripe';

useAdmin();

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
