import type { AppSettings, AuditEntry } from '@pele/shared/schemas/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminLogin, api, registerUser } from './http';

let admin: AdminSession;
beforeAll(async () => {
  admin = await adminLogin();
});

const settings = () => api<AppSettings>('GET', '/api/admin/settings', { token: admin.token });
const latestAudit = async () =>
  (await api<{ entries: AuditEntry[] }>('GET', '/api/admin/audit?limit=1', { token: admin.token })).body.data
    ?.entries[0];

describe('settings with a free trial shorter than a day', () => {
  it('saves, reads and keeps a fractional trial, and gives it to new sign-ups', async () => {
    const original = (await settings()).body.data as AppSettings;
    try {
      const saved = await api<AppSettings>('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { freeTrialDays: 0.001 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data?.freeTrialDays).toBe(0.001);
      const read = await settings();
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.data?.freeTrialDays).toBe(0.001);

      // Saving only the phone answers with the stored fractional trial, not a 500 after the write.
      const phone = await api<AppSettings>('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { supportPhone: '5511988887777' },
      });
      expect(phone.status, JSON.stringify(phone.body)).toBe(200);
      expect(phone.body.data).toMatchObject({ supportPhone: '5511988887777', freeTrialDays: 0.001 });

      const newcomer = await registerUser('fraction-trial');
      const status = await api<{ trialEndsAt: string }>('GET', '/api/subscriptions/paywall-status', {
        token: newcomer.token,
      });
      const seconds = (Date.parse(status.body.data?.trialEndsAt as string) - Date.now()) / 1000;
      expect(seconds).toBeLessThanOrEqual(86.4);
      expect(seconds).toBeGreaterThan(40);
    } finally {
      await api('PUT', '/api/admin/settings', { token: admin.token, body: original });
    }
  });

  it('keeps a trial to millionths of a day, so a number too small for the table is stored as 0', async () => {
    const original = (await settings()).body.data as AppSettings;
    try {
      for (const [sent, kept] of [
        [5e-324, 0],
        [0.0012345678, 0.001235],
      ]) {
        const res = await api<AppSettings>('PUT', '/api/admin/settings', {
          token: admin.token,
          body: { freeTrialDays: sent },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data?.freeTrialDays).toBe(kept);
        expect((await settings()).body.data?.freeTrialDays).toBe(kept);
      }
    } finally {
      await api('PUT', '/api/admin/settings', { token: admin.token, body: original });
    }
  });

  it('still refuses a trial over 90 days or below 0 (400) and keeps the settings', async () => {
    const before = (await settings()).body.data;
    for (const freeTrialDays of [90.5, -0.5]) {
      const res = await api('PUT', '/api/admin/settings', { token: admin.token, body: { freeTrialDays } });
      expect(res.status, String(freeTrialDays)).toBe(400);
      expect(res.body.fields?.freeTrialDays).toBe('O teste grátis deve ter de 0 a 90 dias.');
    }
    expect((await settings()).body.data).toEqual(before);
  });
});

describe('the audit trail names the acting admin', () => {
  it("records the admin's id and e-mail on a settings change", async () => {
    const original = (await settings()).body.data as AppSettings;
    try {
      const res = await api('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { freeTrialDays: original.freeTrialDays === 5 ? 6 : 5 },
      });
      expect(res.status).toBe(200);
      expect(await latestAudit()).toMatchObject({
        action: 'settings.update',
        actor: { id: admin.user.id, email: admin.user.email },
      });
      expect(admin.user.email).not.toBe('');
    } finally {
      await api('PUT', '/api/admin/settings', { token: admin.token, body: original });
    }
  });
});

describe('order moves staff may not make', () => {
  it('are refused (409) with the statuses named in pt-BR', async () => {
    const user = await registerUser('order-moves');
    const products = await api<{ data: Array<{ id: string }> }>('GET', '/api/products?limit=1', {
      token: user.token,
    });
    const productId = products.body.data?.data[0]?.id as string;
    expect(
      (await api('PUT', `/api/cart/items/${productId}`, { token: user.token, body: { quantity: 1 } })).status,
    ).toBe(200);
    const created = await api<{ id: string }>('POST', '/api/orders', { token: user.token, body: {} });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/api/admin/orders/${created.body.data?.id}/status`;

    const skip = await api('PUT', path, { token: admin.token, body: { status: 'delivered' } });
    expect(skip.status).toBe(409);
    expect(skip.body.error).toBe('Não é possível mudar o pedido de "Aguardando pagamento" para "Entregue".');

    const cancel = await api('PUT', path, { token: admin.token, body: { status: 'cancelled' } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'order.status',
      actor: { id: admin.user.id, email: admin.user.email },
    });

    const revive = await api('PUT', path, { token: admin.token, body: { status: 'paid' } });
    expect(revive.status).toBe(409);
    expect(revive.body.error).toBe('Não é possível mudar o pedido de "Cancelado" para "Pago".');
  });
});
