import { describe, expect, it } from 'vitest';
import { analyse, fixture, givePhotoConsent, upload as uploadAnalysisPhoto } from './analysis-helpers';
import { keyOfLink, objectExists } from './buckets';
import { api, registerUser, type TestUser } from './http';
import { type ProductCard, wholeCatalog } from './product-fixtures';
import { itemsMentioning, userItemKeys } from './table';

interface Presigned {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Presigns through `path` and posts the bytes to the link, as the browser does. */
const uploadThrough = async (path: string, user: TestUser, bytes: Buffer, contentType: string) => {
  const presigned = await api<Presigned>('POST', path, {
    token: user.token,
    body: { contentType, size: bytes.byteLength },
  });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
  const { url, fields, key } = presigned.body.data as Presigned;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  expect((await fetch(url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return { key, url, fields };
};

const OPAQUE_KEPT = (purpose: string) =>
  new RegExp(`^photos/${purpose}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.\\w+$`);

describe('stored photos are private by construction', () => {
  it('names no user in any key or link, and account erasure leaves no item and no object of the user', async () => {
    const user = await registerUser('private-objects');
    const photo = await fixture('skimage-rocket.jpg');

    // A review photo.
    const reviewUpload = await uploadThrough('/api/reviews/uploads', user, photo, 'image/jpeg');
    const product = (await wholeCatalog(user)).find((p: ProductCard) => p.numReviews === 0) as ProductCard;
    const review = await api<{ images: string[]; imageKeys: string[] }>('POST', '/api/reviews', {
      token: user.token,
      body: {
        productId: product.id,
        rating: 5,
        title: 'Boa',
        content: 'Gostei.',
        images: [reviewUpload.key],
      },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const reviewKey = review.body.data?.imageKeys[0] as string;
    expect(reviewKey).toMatch(OPAQUE_KEPT('review'));
    const publicView = await api<{ data: Array<{ images: string[] }> }>(
      'GET',
      `/api/reviews/product/${product.id}`,
      { token: (await registerUser('private-objects-reader')).token },
    );
    const reviewLink = publicView.body.data?.data[0]?.images[0] as string;
    expect(keyOfLink(reviewLink)).toBe(reviewKey);

    // An avatar.
    const avatarUpload = await uploadThrough('/api/users/profile/image-upload', user, photo, 'image/jpeg');
    const avatar = await api<{ profileImage: string }>('POST', '/api/users/profile/image', {
      token: user.token,
      body: { key: avatarUpload.key },
    });
    expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);
    const avatarLink = avatar.body.data?.profileImage as string;
    expect(keyOfLink(avatarLink)).toMatch(OPAQUE_KEPT('profile'));

    // The consent for face photos, given, revoked and given again: each change leaves an event item.
    await givePhotoConsent(user);
    expect((await api('DELETE', '/api/users/me/consent', { token: user.token })).status).toBe(200);
    // An analysis photo (its owner item is also a retention index entry), and a raw upload never used.
    const analysis = await analyse(
      user,
      await uploadAnalysisPhoto(user, await fixture('mpl-grace_hopper.jpg')),
    );
    const analysisLink = analysis.imageUrl as string;
    expect(keyOfLink(analysisLink)).toMatch(OPAQUE_KEPT('analysis'));
    const unused = await uploadThrough('/api/skin-analysis/uploads', user, photo, 'image/jpeg');

    const everything = [
      reviewUpload.url,
      JSON.stringify(reviewUpload.fields),
      reviewKey,
      reviewLink,
      avatarUpload.key,
      avatarLink,
      analysisLink,
      unused.key,
    ];
    for (const value of everything) expect(value).not.toContain(user.id);
    for (const link of [reviewLink, avatarLink, analysisLink])
      expect((await fetch(link)).status, link).toBe(200);

    const kept = [reviewKey, keyOfLink(avatarLink), keyOfLink(analysisLink), unused.key];
    for (const key of kept) expect(await objectExists(key), key).toBe(true);
    expect((await userItemKeys(user.id)).filter((key) => key.startsWith('CONSENT#'))).toHaveLength(3);
    // The export reads everything and writes nothing, but its links name the same objects.
    const exported = await api<{ photos: Array<{ url: string }> }>('GET', '/api/users/me/export', {
      token: user.token,
    });
    expect(exported.status).toBe(200);
    expect(exported.body.data?.photos.map((photo) => keyOfLink(photo.url)).sort()).toEqual(
      [reviewKey, keyOfLink(avatarLink), keyOfLink(analysisLink)].sort(),
    );

    expect((await api('DELETE', '/api/users/me', { token: user.token })).status).toBe(200);
    for (const key of kept) expect(await objectExists(key), key).toBe(false);
    expect(await userItemKeys(user.id)).toEqual([]);
    // Nowhere else either: no item in any partition or index names the user's id or e-mail (consent events,
    // retention entries and the e-mail's owner item included).
    expect(await itemsMentioning(user.id, user.email)).toEqual([]);
  });

  it('refuses to read an upload of someone else, even knowing its key', async () => {
    const owner = await registerUser('private-owner');
    const other = await registerUser('private-other');
    const theirs = await uploadThrough(
      '/api/users/profile/image-upload',
      owner,
      await fixture('skimage-rocket.jpg'),
      'image/jpeg',
    );
    const stolen = await api('POST', '/api/users/profile/image', {
      token: other.token,
      body: { key: theirs.key },
    });
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ success: false, error: 'Este arquivo não pertence à sua conta.' });
    expect(await objectExists(theirs.key)).toBe(true);
  });
});
