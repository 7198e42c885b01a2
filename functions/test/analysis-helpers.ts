import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import type { NumberReading } from '@pele/shared/schemas/skin-analysis';
import { expect } from 'vitest';
import { api, type TestUser } from './http';

/** Upload and analyse through HTTP, as the browser does: shared by the tests that need an analysis first. */
export const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures/images', name));

interface Presigned {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** The user agrees to the consent text in force for face photos, as the SPA's consent step does. */
export const givePhotoConsent = async (user: TestUser) => {
  const given = await api<{ photoConsent: { version: string; givenAt: string } | null }>(
    'POST',
    '/api/users/me/consent',
    {
      token: user.token,
      body: { version: PHOTO_CONSENT_VERSION },
    },
  );
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  return given.body.data;
};

/**
 * Asks for a presigned POST and uploads the bytes to it, as the browser does, after the consent step the
 * browser shows before the first photo.
 */
export const upload = async (
  user: TestUser,
  bytes: Buffer,
  contentType = 'image/jpeg',
  claimedSize = bytes.byteLength,
) => {
  await givePhotoConsent(user);
  const presigned = await api<Presigned>('POST', '/api/skin-analysis/uploads', {
    token: user.token,
    body: { contentType, size: claimedSize },
  });
  expect(presigned.status).toBe(200);
  const { url, fields, key } = presigned.body.data as Presigned;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const stored = await fetch(url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return key;
};

export interface AnalysisView {
  id: string;
  status: string;
  failureReason: string | null;
  skinType: string | null;
  metrics: Record<string, number> | null;
  concerns: { name: string; severity: number }[];
  zones: { key: string; polygon: number[][] }[];
  imageUrl: string | null;
  readings: NumberReading[];
}

/** Starts the analysis of an uploaded photo and polls until it is no longer processing. */
export const analyse = async (user: TestUser, key: string) => {
  const created = await api<{ id: string; status: string }>('POST', '/api/skin-analysis', {
    token: user.token,
    body: { imageKey: key },
  });
  expect(created.status).toBe(202);
  expect(created.body.data?.status).toBe('processing');
  const id = created.body.data?.id ?? '';
  for (let attempt = 0; attempt < 120; attempt++) {
    const res = await api<AnalysisView>('GET', `/api/skin-analysis/${id}`, { token: user.token });
    expect(res.status).toBe(200);
    if (res.body.data?.status !== 'processing') return res.body.data as AnalysisView;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('analysis did not finish in time');
};
