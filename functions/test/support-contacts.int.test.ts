import type { AppSettings } from '@pele/shared/schemas/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminLogin, api } from './http';

let admin: AdminSession;
let original: AppSettings;

const publicContacts = async () =>
  (await api<Record<string, string>>('GET', '/api/settings/public')).body.data;
const save = (body: unknown) => api<AppSettings>('PUT', '/api/admin/settings', { token: admin.token, body });

beforeAll(async () => {
  admin = await adminLogin();
  original = (await api<AppSettings>('GET', '/api/admin/settings', { token: admin.token })).body
    .data as AppSettings;
});

afterAll(async () => {
  await save(original);
});

describe('the support and data-protection contacts', () => {
  it("start from the local run's own mailboxes, with no made-up WhatsApp number", async () => {
    expect(original).toMatchObject({
      supportPhone: '',
      supportEmail: 'suporte@pele.ai.local',
      privacyEmail: 'privacidade@pele.ai.local',
    });
  });

  it('are set by staff and read by anyone, and each one is unset with an empty value', async () => {
    const saved = await save({
      supportPhone: '5511987654321',
      supportEmail: ' Ajuda@Pele.ai ',
      privacyEmail: 'dpo@pele.ai',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await publicContacts()).toEqual({
      supportPhone: '5511987654321',
      supportEmail: 'ajuda@pele.ai',
      privacyEmail: 'dpo@pele.ai',
    });

    expect((await save({ supportPhone: '', supportEmail: '' })).status).toBe(200);
    expect(await publicContacts()).toEqual({
      supportPhone: '',
      supportEmail: '',
      privacyEmail: 'dpo@pele.ai',
    });
  });

  it('refuses a phone that is not 10 to 15 digits and e-mails that are not e-mails, and changes nothing', async () => {
    await save({ supportPhone: '5511987654321', supportEmail: 'ajuda@pele.ai', privacyEmail: 'dpo@pele.ai' });
    const bad = await save({
      supportPhone: '+55 (11) 98765-4321',
      supportEmail: 'ajuda@',
      privacyEmail: 'dpo pele.ai',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: expect.any(String) });
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual([
      'privacyEmail',
      'supportEmail',
      'supportPhone',
    ]);
    for (const body of [
      { supportPhone: '123' },
      { supportPhone: '1234567890123456' },
      { privacyEmail: 42 },
    ]) {
      expect((await save(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await publicContacts()).toEqual({
      supportPhone: '5511987654321',
      supportEmail: 'ajuda@pele.ai',
      privacyEmail: 'dpo@pele.ai',
    });
  });
});
