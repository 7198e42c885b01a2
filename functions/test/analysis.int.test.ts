import {
  type AnalysisSummary,
  bandsOf,
  type HeadlineBands,
  type Progress,
} from '@pele/shared/schemas/skin-analysis';
import { describe, expect, it } from 'vitest';
import { analyse, fixture, givePhotoConsent, upload } from './analysis-helpers';
import { api, registerUser } from './http';
import { endTrial } from './table';

describe('skin analysis through HTTP', () => {
  it('measures a face end to end: upload, analyse, poll, history, latest, progress, delete', async () => {
    const user = await registerUser('analysis');
    const result = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));

    expect(result.status).toBe('complete');
    expect(['Seca', 'Oleosa', 'Sensível', 'Mista']).toContain(result.skinType);
    for (const value of Object.values(result.metrics ?? {})) expect(value).toBeGreaterThanOrEqual(0);
    expect(result.concerns.map((concern) => concern.name)).toEqual(
      expect.arrayContaining(['Tendência a Acne', 'Hiperpigmentação', 'Linhas Finas']),
    );
    expect(result.zones.length).toBeGreaterThan(3);
    expect(result.imageUrl).toMatch(/^http/);
    // The photo link works while it is fresh, and it is the re-encoded JPEG.
    const photo = await fetch(result.imageUrl ?? '');
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const profile = await api<{ skinAnalyzed: boolean }>('GET', '/api/auth/profile', { token: user.token });
    expect(profile.body.data?.skinAnalyzed).toBe(true);

    const second = await analyse(
      user,
      await upload(user, await fixture('skimage-astronaut.png'), 'image/png'),
    );
    expect(second.status).toBe('complete');

    const history = await api<AnalysisSummary[]>('GET', '/api/skin-analysis?limit=1000', {
      token: user.token,
    });
    expect(history.body.data?.map((row) => row.id)).toEqual([second.id, result.id]);
    // Each row says which numbers its analysis shows as a band, as its readings do.
    expect(history.body.data?.map((row) => row.bands)).toEqual([
      bandsOf(second.readings),
      bandsOf(result.readings),
    ]);
    expect(
      (await api<unknown[]>('GET', '/api/skin-analysis?limit=1', { token: user.token })).body.data,
    ).toHaveLength(1);

    const latest = await api<{
      id: string;
      bands: HeadlineBands;
      results: { skinType: Record<string, number> };
    }>('GET', '/api/skin-analysis/latest', {
      token: user.token,
    });
    expect(latest.body.data?.id).toBe(second.id);
    expect(latest.body.data?.bands).toEqual(bandsOf(second.readings));
    expect(Object.keys(latest.body.data?.results.skinType ?? {}).sort()).toEqual([
      'dry',
      'oily',
      'sensitive',
    ]);

    const progress = await api<Progress>('GET', '/api/skin-analysis/progress', { token: user.token });
    expect(progress.body.data?.analysesCount).toBe(2);
    // The improvement averages the metrics shown as a value in both analyses; none left, none to show.
    const valued = (['hydration', 'texture', 'pigmentation'] as const).filter(
      (key) => !bandsOf(result.readings)[key] && !bandsOf(second.readings)[key],
    );
    expect(progress.body.data?.improvementMetrics).toEqual(valued);
    expect(typeof progress.body.data?.improvement).toBe(valued.length > 0 ? 'number' : 'object');
    expect(progress.body.data?.series).toHaveLength(2);

    const improvements = await api<{ improvements: string[] }>(
      'PUT',
      `/api/skin-analysis/${result.id}/improvements`,
      {
        token: user.token,
        body: { improvements: ['Menos oleosidade na testa'] },
      },
    );
    expect(improvements.body.data?.improvements).toEqual(['Menos oleosidade na testa']);

    expect((await api('DELETE', `/api/skin-analysis/${result.id}`, { token: user.token })).status).toBe(200);
    expect((await api('GET', `/api/skin-analysis/${result.id}`, { token: user.token })).status).toBe(404);
    expect((await fetch(result.imageUrl ?? '')).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a cat as no face, with a pt-BR reason, and makes up nothing', async () => {
    const user = await registerUser('analysis-cat');
    const result = await analyse(user, await upload(user, await fixture('skimage-chelsea.png'), 'image/png'));
    expect(result.status).toBe('failed');
    expect(result.failureReason).toMatch(/rosto/i);
    expect(result.skinType).toBeNull();
    expect(result.metrics).toBeNull();
    expect((await api('GET', '/api/skin-analysis/latest', { token: user.token })).body.data).toBeNull();
  });

  it("keeps analyses private: another user gets 404 and cannot use the owner's upload", async () => {
    const owner = await registerUser('analysis-owner');
    const stranger = await registerUser('analysis-stranger');
    const key = await upload(owner, await fixture('mpl-grace_hopper.jpg'));
    await givePhotoConsent(stranger);
    const refused = await api('POST', '/api/skin-analysis', {
      token: stranger.token,
      body: { imageKey: key },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'Este arquivo não pertence à sua conta.' });
    const result = await analyse(owner, key);
    expect((await api('GET', `/api/skin-analysis/${result.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api('DELETE', `/api/skin-analysis/${result.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await api('GET', `/api/skin-analysis/${result.id}`, { token: owner.token })).status).toBe(200);
  });

  it('refuses a file that is not an image, an oversized one and a missing one', async () => {
    const user = await registerUser('analysis-bad');
    const text = await upload(user, Buffer.from('isto não é uma imagem, é texto'));
    const notImage = await api('POST', '/api/skin-analysis', { token: user.token, body: { imageKey: text } });
    expect(notImage.status).toBe(400);
    expect(notImage.body.error).toMatch(/não é uma imagem/);

    const tooBigDeclared = await api('POST', '/api/skin-analysis/uploads', {
      token: user.token,
      body: { contentType: 'image/jpeg', size: 11 * 1024 * 1024 },
    });
    expect(tooBigDeclared.status).toBe(413);
    // The presign endpoint only sees the size the client claims: this client lies, and the bucket's policy
    // refuses the upload as S3 does (the server would re-check the object's size too).
    const big = Buffer.concat([await fixture('mpl-grace_hopper.jpg'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const lied = await api<{ url: string; fields: Record<string, string>; key: string }>(
      'POST',
      '/api/skin-analysis/uploads',
      { token: user.token, body: { contentType: 'image/jpeg', size: 1000 } },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(lied.body.data?.fields ?? {})) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(big)], { type: 'image/jpeg' }));
    const refusedUpload = await fetch(lied.body.data?.url ?? '', { method: 'POST', body: form });
    expect(refusedUpload.status).toBe(400);
    expect(await refusedUpload.text()).toContain('<Code>EntityTooLarge</Code>');
    expect(
      (
        await api('POST', '/api/skin-analysis', {
          token: user.token,
          body: { imageKey: lied.body.data?.key },
        })
      ).status,
    ).toBe(404);
    // Signed but never uploaded: the key is the caller's, the object is not there.
    const signedOnly = await api<{ key: string }>('POST', '/api/skin-analysis/uploads', {
      token: user.token,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    const missing = await api('POST', '/api/skin-analysis', {
      token: user.token,
      body: { imageKey: signedOnly.body.data?.key },
    });
    expect(missing.status).toBe(404);
    expect((await api('POST', '/api/skin-analysis', { token: user.token, body: {} })).status).toBe(400);
    expect(
      (
        await api('POST', '/api/skin-analysis/uploads', {
          token: user.token,
          body: { contentType: 'image/gif', size: 10 },
        })
      ).status,
    ).toBe(400);
    expect((await api('GET', '/api/skin-analysis?limit=abc', { token: user.token })).status).toBe(400);
    expect((await api('GET', '/api/skin-analysis?limit=1001', { token: user.token })).status).toBe(400);
  });

  it("gates analysis, history and progress on the plan once the trial is over, but never reading one's own data", async () => {
    const user = await registerUser('analysis-expired');
    await endTrial(user.id);
    const upload = await api('POST', '/api/skin-analysis/uploads', {
      token: user.token,
      body: { contentType: 'image/jpeg', size: 100 },
    });
    expect(upload.status).toBe(403);
    expect(upload.body).toMatchObject({ code: 'FEATURE_REQUIRED', feature: 'skin_analysis' });
    expect((await api('GET', '/api/skin-analysis', { token: user.token })).body.feature).toBe('skin_history');
    expect((await api('GET', '/api/skin-analysis/progress', { token: user.token })).body.feature).toBe(
      'skin_progress',
    );
    expect((await api('GET', '/api/skin-analysis/latest', { token: user.token })).status).toBe(200);
  });

  it('erases analyses and photos with the account', async () => {
    const user = await registerUser('analysis-erase');
    const result = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    expect((await fetch(result.imageUrl ?? '')).status).toBe(200);
    expect((await api('DELETE', '/api/users/me', { token: user.token })).status).toBe(200);
    expect((await fetch(result.imageUrl ?? '')).status).toBeGreaterThanOrEqual(400);
  });
});
