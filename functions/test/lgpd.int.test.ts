import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { type AnalysisView, analyse, fixture, givePhotoConsent, upload } from './analysis-helpers';
import { keyOfLink, objectExists } from './buckets';
import { api, registerUser, type TestUser } from './http';
import { Fixtures } from './route-fixtures';
import { setConsentVersion, setPhotoDeadline, userItemKeys } from './table';

/**
 * LGPD through the local gateway: consent before the first face photo (server-enforced), revoking it deletes
 * the photos and keeps the numbers, the export holds everything with working links, and the retention job
 * deletes old photos only.
 */
interface Analysis extends AnalysisView {
  photoStatus: string;
  photoDeleteAfter: string | null;
  scores: Record<string, number> | null;
}

const CONSENT_REQUIRED = {
  success: false,
  code: 'CONSENT_REQUIRED',
  error:
    'Para analisar sua pele, precisamos do seu consentimento para usar a foto do seu rosto. Leia e confirme o termo antes de enviar a foto.',
};

const presign = (user: TestUser) =>
  api<{ key: string }>('POST', '/api/skin-analysis/uploads', {
    token: user.token,
    body: { contentType: 'image/jpeg', size: 1000 },
  });

const getAnalysis = async (user: TestUser, id: string) => {
  const res = await api<Analysis>('GET', `/api/skin-analysis/${id}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body.data as Analysis;
};

const objectItems = async (user: TestUser) =>
  (await userItemKeys(user.id)).filter((key) => key.startsWith('OBJECT#'));

let runRetention: (event: { time: string }) => Promise<{ deleted: number }>;
beforeAll(async () => {
  Object.assign(process.env, testStack().env);
  runRetention = (await import('../src/handlers/jobs/photo-retention')).handler as typeof runRetention;
});

describe('consent before the first face photo', () => {
  it('refuses the upload and the analysis without consent (403 CONSENT_REQUIRED), writing nothing', async () => {
    const user = await registerUser('consent-none');
    const profile = await api<{ photoConsent: unknown }>('GET', '/api/auth/profile', { token: user.token });
    expect(profile.body.data?.photoConsent).toBeNull();

    const refused = await presign(user);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(CONSENT_REQUIRED);
    const started = await api('POST', '/api/skin-analysis', {
      token: user.token,
      body: { imageKey: 'uploads/tmp/analysis/00000000-0000-4000-8000-000000000000' },
    });
    expect(started.status).toBe(403);
    expect(started.body).toEqual(CONSENT_REQUIRED);
    expect(await userItemKeys(user.id)).toEqual(['PROFILE']);
  });

  it('refuses a consent to another text version (409) or without one (400), recording nothing', async () => {
    const user = await registerUser('consent-bad');
    const outdated = await api('POST', '/api/users/me/consent', {
      token: user.token,
      body: { version: '2000-01-01' },
    });
    expect(outdated.status).toBe(409);
    expect(outdated.body).toMatchObject({
      success: false,
      error: 'O termo de consentimento foi atualizado. Leia a nova versão e confirme novamente.',
    });
    for (const body of [{}, { version: 7 }, { version: '' }, { version: 'x'.repeat(65) }]) {
      const bad = await api('POST', '/api/users/me/consent', { token: user.token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body).toMatchObject({ success: false });
    }
    expect(
      (await api('POST', '/api/users/me/consent', { body: { version: PHOTO_CONSENT_VERSION } })).status,
    ).toBe(401);
    expect(await userItemKeys(user.id)).toEqual(['PROFILE']);
    expect((await presign(user)).status).toBe(403);
  });

  it('records the version and time, and then the analysis works', async () => {
    const user = await registerUser('consent-given');
    const before = Date.now();
    const given = await givePhotoConsent(user);
    expect(given?.photoConsent?.version).toBe(PHOTO_CONSENT_VERSION);
    const givenAt = Date.parse(given?.photoConsent?.givenAt ?? '');
    expect(givenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(givenAt).toBeLessThanOrEqual(Date.now() + 1000);
    // Agreeing again to the same text changes nothing: one event on record.
    await givePhotoConsent(user);
    expect((await userItemKeys(user.id)).filter((key) => key.startsWith('CONSENT#'))).toHaveLength(1);

    const result = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    expect(result.status).toBe('complete');
    const view = await getAnalysis(user, result.id);
    expect(view.photoStatus).toBe('available');
    expect((await fetch(view.imageUrl as string)).status).toBe(200);
    const days = (Date.parse(view.photoDeleteAfter as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('asks again when the consent text changes', async () => {
    const user = await registerUser('consent-bump');
    await givePhotoConsent(user);
    expect((await presign(user)).status).toBe(200);
    await setConsentVersion(user.id, '2000-01-01');
    const refused = await presign(user);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'CONSENT_REQUIRED' });
    await givePhotoConsent(user);
    expect((await presign(user)).status).toBe(200);
  });
});

describe('revoking the consent', () => {
  it('deletes every face photo, raw uploads too, keeps the numbers and refuses new photos', async () => {
    const user = await registerUser('consent-revoke');
    const first = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    const kept = keyOfLink(first.imageUrl as string);
    const pending = await upload(user, await fixture('mpl-grace_hopper.jpg'));
    // Not analysed: a raw upload still waiting in the bucket.
    expect(await objectExists(kept)).toBe(true);
    expect(await objectExists(pending)).toBe(true);
    const numbersBefore = await getAnalysis(user, first.id);

    const revoked = await api<{ user: { photoConsent: unknown }; photosDeleted: number }>(
      'DELETE',
      '/api/users/me/consent',
      { token: user.token },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({
      user: expect.objectContaining({ photoConsent: null }),
      photosDeleted: 2,
    });
    expect(await objectExists(kept)).toBe(false);
    expect(await objectExists(pending)).toBe(false);
    expect(await objectItems(user)).toEqual([]);

    const after = await getAnalysis(user, first.id);
    expect(after).toMatchObject({ photoStatus: 'revoked', imageUrl: null, photoDeleteAfter: null });
    expect({ ...after, photoStatus: null, imageUrl: null, photoDeleteAfter: null }).toEqual({
      ...numbersBefore,
      photoStatus: null,
      imageUrl: null,
      photoDeleteAfter: null,
    });
    expect((await presign(user)).body).toEqual(CONSENT_REQUIRED);
    expect(
      (await api('POST', '/api/skin-analysis', { token: user.token, body: { imageKey: pending } })).body,
    ).toEqual(CONSENT_REQUIRED);
    const history = (await userItemKeys(user.id)).filter((key) => key.startsWith('CONSENT#'));
    expect(history).toHaveLength(2);
  });
});

describe('the data export', () => {
  it('holds all of the user’s data, with short-lived links to the photos that work', async () => {
    const f = new Fixtures('lgpd-export');
    const user = await f.owner();
    const analysis = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    const [routine, review, order, subscription] = await Promise.all([
      f.routine(),
      f.review(),
      f.order(),
      f.paidSubscription(),
    ]);
    const productId = await f.product(5);
    const call = (method: 'PUT' | 'POST', path: string, body: unknown) =>
      api(method, path, { token: user.token, body }).then((res) =>
        expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300),
      );
    await call('POST', `/api/products/${productId}/save`, undefined);
    await call('PUT', `/api/cart/items/${productId}`, { quantity: 2 });
    await call('PUT', '/api/users/allergies', { allergies: ['fragrância'] });
    await call('POST', '/api/routines/step/complete', {
      routineId: routine.id,
      stepId: routine.steps[0]?.id,
    });

    const res = await api<Record<string, unknown>>('GET', '/api/users/me/export', { token: user.token });
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown> & {
      profile: { id: string; email: string };
      photoConsent: { current: { version: string }; history: Array<{ action: string }> };
      analyses: Analysis[];
      routines: Array<{ id: string }>;
      routineCompletions: Array<{ routineId: string }>;
      favourites: Array<{ productId: string }>;
      avoidList: { terms?: string[] } | null;
      reviews: Array<{ id: string }>;
      cart: Array<{ productId: string; quantity: number }>;
      orders: Array<{ id: string }>;
      subscriptions: Array<{ id: string }>;
      photos: Array<{ purpose: string; url: string }>;
      linksExpireInSeconds: number;
    };
    expect(data.profile).toMatchObject({ id: user.id, email: user.email });
    expect(data.photoConsent.current.version).toBe(PHOTO_CONSENT_VERSION);
    expect(data.photoConsent.history.map((event) => event.action)).toEqual(['given']);
    const exported = data.analyses.find((a) => a.id === analysis.id);
    expect(exported).toMatchObject({ status: 'complete', photoStatus: 'available' });
    expect(exported?.metrics).toEqual(analysis.metrics);
    expect(data.routines.map((r) => r.id)).toContain(routine.id);
    expect(data.routineCompletions.map((c) => c.routineId)).toContain(routine.id);
    expect(data.favourites.map((s) => s.productId)).toContain(productId);
    expect(JSON.stringify(data.avoidList)).toContain('fragrância');
    expect(data.reviews.map((r) => r.id)).toContain(review);
    // The unpaid order's line stays in the cart too (emptied when a payment succeeds).
    expect(data.cart).toContainEqual(expect.objectContaining({ productId, quantity: 2 }));
    expect(data.orders.map((o) => o.id)).toContain(order);
    expect(data.subscriptions.map((s) => s.id)).toContain(subscription.subscriptionId);
    expect(JSON.stringify(data.payments)).toContain(subscription.sessionId);

    expect(data.linksExpireInSeconds).toBeLessThanOrEqual(600);
    const analysisPhoto = data.photos.find((p) => p.purpose === 'analysis');
    expect(keyOfLink(analysisPhoto?.url as string)).toBe(keyOfLink(analysis.imageUrl as string));
    for (const photo of data.photos) {
      expect(photo.url).toMatch(/X-Amz-Expires=(\d+)/);
      expect(Number(/X-Amz-Expires=(\d+)/.exec(photo.url)?.[1])).toBeLessThanOrEqual(600);
      expect((await fetch(photo.url)).status, photo.url).toBe(200);
    }
    // Another user's export is their own: nothing of this user in it.
    const other = await registerUser('lgpd-export-other');
    const theirs = await api('GET', '/api/users/me/export', { token: other.token });
    expect(JSON.stringify(theirs.body)).not.toContain(user.id);
    expect((await api('GET', '/api/users/me/export')).status).toBe(401);
  });
});

describe('face photo retention', () => {
  it('deletes photos past their deadline and only those, keeping the numbers', async () => {
    const user = await registerUser('retention');
    const old = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    const recent = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    const oldKey = keyOfLink(old.imageUrl as string);
    const recentKey = keyOfLink(recent.imageUrl as string);
    await setPhotoDeadline(user.id, old.id, oldKey, new Date(Date.now() - 60_000).toISOString());

    // Past its deadline the photo is no longer linked, even before the job runs.
    expect(await getAnalysis(user, old.id)).toMatchObject({ photoStatus: 'expired', imageUrl: null });
    const { deleted } = await runRetention({ time: new Date().toISOString() });
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await objectExists(oldKey)).toBe(false);
    expect(await objectExists(recentKey)).toBe(true);
    expect(await objectItems(user)).toEqual([`OBJECT#${recentKey}`]);

    const oldView = await getAnalysis(user, old.id);
    expect(oldView).toMatchObject({ photoStatus: 'expired', imageUrl: null, status: 'complete' });
    expect(oldView.metrics).toEqual(old.metrics);
    const recentView = await getAnalysis(user, recent.id);
    expect(recentView.photoStatus).toBe('available');
    expect((await fetch(recentView.imageUrl as string)).status).toBe(200);
    // A second run finds nothing more of this user's to delete.
    await runRetention({ time: new Date().toISOString() });
    expect(await objectExists(recentKey)).toBe(true);
  });
});
