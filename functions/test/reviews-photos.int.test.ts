import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, registerUser, type TestUser } from './http';
import { author, freshProduct, type MyReviewView, useReviewer, valid, write } from './review-writing';

useReviewer();

describe('photos', () => {
  const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures/images', name));
  const presign = (user: TestUser, size: number, contentType = 'image/jpeg') =>
    api<{ url: string; fields: Record<string, string>; key: string; maxBytes: number }>(
      'POST',
      '/api/reviews/uploads',
      {
        token: user.token,
        body: { contentType, size },
      },
    );
  const upload = async (user: TestUser, bytes: Buffer, contentType = 'image/jpeg') => {
    const res = await presign(user, bytes.byteLength, contentType);
    expect(res.status).toBe(200);
    const { url, fields, key } = res.body.data as {
      url: string;
      fields: Record<string, string>;
      key: string;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
    expect((await fetch(url, { method: 'POST', body: form })).status).toBeLessThan(300);
    return key;
  };

  it('takes up to 3 uploaded photos, re-encodes them and serves them back through short links', async () => {
    const product = freshProduct();
    const key = await upload(author, await fixture('skimage-coffee.png'), 'image/png');
    const res = await write(author, valid(product.id, { images: [key] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.data as MyReviewView;
    expect(created.images).toHaveLength(1);
    expect(created.imageKeys[0]).toMatch(/^photos\/review\/[0-9a-f-]{36}\.webp$/);
    const photo = await fetch(created.images[0] as string);
    expect(photo.status).toBe(200);
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // Editing keeps a photo by its key and drops the rest.
    const second = await upload(author, await fixture('skimage-rocket.jpg'));
    const edited = await api<MyReviewView>('PUT', `/api/reviews/${created.id}`, {
      token: author.token,
      body: { images: [created.imageKeys[0], second] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data?.imageKeys[0]).toBe(created.imageKeys[0]);
    expect(edited.body.data?.images).toHaveLength(2);
    const dropped = await api<MyReviewView>('PUT', `/api/reviews/${created.id}`, {
      token: author.token,
      body: { images: [] },
    });
    expect(dropped.body.data?.images).toEqual([]);
  });

  it('refuses a photo over 5 MB, a file that is not an image, and someone else’s upload', async () => {
    const big = await presign(author, 5 * 1024 * 1024 + 1);
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('A imagem é grande demais (máx. 5MB).');

    const fake = await upload(author, Buffer.from('isto não é uma imagem, é texto'));
    const notImage = await write(author, valid(freshProduct().id, { images: [fake] }));
    expect(notImage.status).toBe(400);
    expect(notImage.body.error).toBe('O arquivo enviado não é uma imagem válida (PNG, JPG, JPEG ou WebP).');

    const stranger = await registerUser('stranger');
    const theirs = await upload(stranger, await fixture('skimage-rocket.jpg'));
    const foreign = await write(author, valid(freshProduct().id, { images: [theirs] }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('Este arquivo não pertence à sua conta.');

    const badType = await api('POST', '/api/reviews/uploads', {
      token: author.token,
      body: { contentType: 'application/pdf', size: 100 },
    });
    expect(badType.status).toBe(400);
  });
});
