import type { DashboardStats } from '@pele/shared/schemas/admin';
import { type Scan, type ScanListItem, scanMessages } from '@pele/shared/schemas/scans';
import { describe, expect, it } from 'vitest';
import { adminLogin, api, registerUser, type TestUser } from './http';
import { userItemKeys } from './table';

const LABEL = `Pele.AI Creme
Ingredientes: Aqua (Water), Glycer1n, Niacinamide 5%, Cetearyl Alcohol, Parfum,
Linalool, Salicylic Acid, Phenoxyethanol, Flurbo Xyzzate.
Modo de usar: aplique à noite.`;

const scanText = (user: TestUser, body: unknown) =>
  api<Scan>('POST', '/api/scans', { token: user.token, body });

describe('label scanner', () => {
  it('recognises, explains and flags a label for the person, and saves it to their history', async () => {
    const user = await registerUser('scanner');
    expect(
      (await api('PUT', '/api/users/allergies', { token: user.token, body: { allergies: ['parfum'] } }))
        .status,
    ).toBe(200);
    const res = await scanText(user, { text: LABEL, source: 'photo', ocrConfidence: 88 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const scan = res.body.data as Scan;
    expect(scan.ingredients.map((i) => i.inci)).toEqual([
      'Aqua',
      'Glycerin',
      'Niacinamide',
      'Cetearyl Alcohol',
      'Parfum',
      'Linalool',
      'Salicylic Acid',
      'Phenoxyethanol',
      null,
    ]);
    const byName = (inci: string) => scan.ingredients.find((i) => i.inci === inci);
    expect(byName('Glycerin')?.match).toBe('ocr');
    expect(byName('Parfum')?.flags.map((f) => f.kind)).toContain('avoid');
    expect(byName('Linalool')?.flags.map((f) => f.kind)).toContain('allergen');
    expect(byName('Salicylic Acid')?.flags.map((f) => f.kind)).toContain('pregnancy');
    expect(byName('Niacinamide')?.name).toBe('niacinamida');
    expect(scan.ingredients.at(-1)).toMatchObject({ raw: 'Flurbo Xyzzate', inci: null, flags: [] });
    expect(scan.summary).toMatchObject({ total: 9, recognised: 8, unrecognised: 1 });
    expect(scan.summary.watch[0]).toMatch(/lista de evitar: Parfum/);
    for (const alternative of scan.alternatives) expect(alternative.similarity).toBeGreaterThan(0);

    const list = await api<{ scans: ScanListItem[] }>('GET', '/api/scans', { token: user.token });
    expect(list.body.data?.scans).toEqual([
      expect.objectContaining({ id: scan.id, recognised: 8, total: 9, source: 'photo' }),
    ]);
    const opened = await api<Scan>('GET', `/api/scans/${scan.id}`, { token: user.token });
    expect(opened.body.data).toEqual(scan);
  });

  it('tells an unreadable photo from one with no ingredient list, and saves neither', async () => {
    const user = await registerUser('scanner-bad');
    const blurry = await scanText(user, { text: 'l1 ;: ~~ rn', source: 'photo', ocrConfidence: 20 });
    expect(blurry.status).toBe(400);
    expect(blurry.body).toMatchObject({ success: false, error: scanMessages.unreadable });
    const receipt = await scanText(user, {
      text: 'Supermercado Boa Compra, total R$ 45,90, obrigado pela preferência, volte sempre',
      source: 'photo',
      ocrConfidence: 91,
    });
    expect(receipt.status).toBe(400);
    expect(receipt.body).toMatchObject({ success: false, error: scanMessages.noList });
    const pasted = await scanText(user, { text: 'olá mundo', source: 'text' });
    expect(pasted.body).toMatchObject({ success: false, error: scanMessages.noListText });
    expect(
      (await api<{ scans: unknown[] }>('GET', '/api/scans', { token: user.token })).body.data?.scans,
    ).toEqual([]);
  });

  it("keeps each person's scans their own: another person's id is 404, also for deletion", async () => {
    const owner = await registerUser('scanner-owner');
    const other = await registerUser('scanner-other');
    const scan = (await scanText(owner, { text: 'Aqua, Glycerin, Panthenol', source: 'text' })).body
      .data as Scan;
    expect((await api('GET', `/api/scans/${scan.id}`, { token: other.token })).status).toBe(404);
    expect((await api('DELETE', `/api/scans/${scan.id}`, { token: other.token })).status).toBe(404);
    expect((await api('DELETE', `/api/scans/${scan.id}`, { token: owner.token })).status).toBe(200);
    expect((await api('GET', `/api/scans/${scan.id}`, { token: owner.token })).status).toBe(404);
    expect((await api('DELETE', `/api/scans/${scan.id}`, { token: owner.token })).status).toBe(404);
  });

  it('counts scans on the dashboard, lists them in the export and erases them with the account', async () => {
    const admin = await adminLogin();
    const total = async () =>
      (
        (await api<DashboardStats>('GET', '/api/admin/dashboard/stats', { token: admin.token })).body
          .data as DashboardStats
      ).totalScans;
    const before = await total();
    const user = await registerUser('scanner-erasure');
    await scanText(user, { text: 'Aqua, Glycerin, Panthenol', source: 'text' });
    await scanText(user, { text: 'Aqua, Niacinamide, Zinc PCA', source: 'text' });
    expect(await total()).toBe(before + 2);
    const exported = await api<{ scans: Array<{ title: string }> }>('GET', '/api/users/me/export', {
      token: user.token,
    });
    expect(exported.body.data?.scans).toHaveLength(2);
    expect((await api('DELETE', '/api/users/me', { token: user.token })).status).toBe(200);
    expect(await userItemKeys(user.id)).toEqual([]);
    expect(await total()).toBe(before);
  });
});
