import type { AppSettings } from '@pele/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { admin, useAdmin } from './admin-actions';
import { api, registerUser } from './http';

useAdmin();

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
