import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { client, secretOf } from './local-signer';
import { refusal } from './refusal';
import { verifySignedRequest } from './sigv4';

const link = (key: string, expiresIn = 300) =>
  getSignedUrl(client, new GetObjectCommand({ Bucket: 'uploads', Key: key }), { expiresIn });
const asRequest = (url: string) => {
  const { pathname, search } = new URL(url);
  return { method: 'GET', rawPath: pathname, rawQuery: search.slice(1), headers: { host: '127.0.0.1:9' } };
};

describe('a presigned GET, checked as S3 checks it', () => {
  it('accepts the link the SDK signed, keys with spaces and accents included', async () => {
    expect(verifySignedRequest(asRequest(await link('photos/review/a b/é.webp')), secretOf)).toBe('AKLOCAL');
  });

  it('refuses it once expired (403 AccessDenied)', async () => {
    const url = await link('photos/review/a.webp');
    expect(refusal(() => verifySignedRequest(asRequest(url), secretOf, Date.now() + 301_000))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it('refuses it for another key, a changed lifetime or another secret (403 SignatureDoesNotMatch)', async () => {
    const url = await link('photos/review/a.webp');
    const otherKey = url.replace('/a.webp', '/b.webp');
    const longer = url.replace('X-Amz-Expires=300', 'X-Amz-Expires=600');
    for (const changed of [otherKey, longer])
      expect(refusal(() => verifySignedRequest(asRequest(changed), secretOf))).toMatchObject({
        status: 403,
        code: 'SignatureDoesNotMatch',
      });
    expect(refusal(() => verifySignedRequest(asRequest(url), () => 'another'))).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    expect(refusal(() => verifySignedRequest(asRequest(url), () => undefined))).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
  });
});
