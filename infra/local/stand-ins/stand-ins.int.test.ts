import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStack } from '../tools/test-runner/test-stack';

const apiUrl = testStack().url;
const stackEnv = testStack().env;
const stackPorts = testStack().ports;
const bucket = stackEnv.UPLOADS_BUCKET as string;
const mediaBucket = stackEnv.MEDIA_BUCKET as string;
const s3Endpoint = stackEnv.S3_PUBLIC_ENDPOINT as string;

/** Signs as the functions do (the local run's key pair), for what the app would sign itself. */
const clientFor = (endpoint: string) =>
  new S3Client({
    endpoint,
    region: stackEnv.AWS_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: stackEnv.AWS_ACCESS_KEY_ID as string,
      secretAccessKey: stackEnv.AWS_SECRET_ACCESS_KEY as string,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
const s3 = clientFor(stackEnv.AWS_ENDPOINT_URL_S3 as string);
const s3ForBrowser = clientFor(s3Endpoint);

const json = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { data: Record<string, unknown> };
};

let token: string;
let otherToken: string;
const register = async (label: string) => {
  const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@teste.pele.ai`;
  const response = await fetch(`${apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Teste', email, password: 'segredo123' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
};
beforeAll(async () => {
  [token, otherToken] = await Promise.all([register('standin'), register('standin-other')]);
});

interface Presigned {
  url: string;
  fields: Record<string, string>;
  key: string;
}
/** A review photo's presigned POST, as the SPA asks for it. */
const presignReviewPhoto = async (as = token, size = 100) =>
  (await json('POST', '/api/reviews/uploads', as, { contentType: 'image/jpeg', size }))
    .data as unknown as Presigned;

const postForm = async (
  presigned: { url: string; fields: Record<string, string> },
  file: Buffer,
  changes: Record<string, string> = {},
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...presigned.fields, ...changes })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }));
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
};

const exists = (key: string) =>
  s3
    .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    .then(() => true)
    .catch(() => false);
const codeOf = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
const messageOf = (xml: string) => /<Message>([^<]+)<\/Message>/.exec(xml)?.[1];

/** A request sent exactly as written: a URL string (fetch too) would resolve `..` segments before sending. */
const rawRequest = (method: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(s3Endpoint);
    const req = httpRequest({ hostname, port, path, method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the local stand-ins listen on the loopback address only', () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
  const reachable = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port, timeout: 2000 });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });

  it.skipIf(!external)('answers on 127.0.0.1 and not on the machine’s network address', async () => {
    for (const [name, port] of Object.entries(stackPorts)) {
      expect(await reachable('127.0.0.1', port), `${name} on 127.0.0.1`).toBe(true);
      expect(await reachable(external as string, port), `${name} on ${external}`).toBe(false);
    }
  });
});

describe('the local S3 enforces presigned-POST policies as S3 does', () => {
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(97)]);

  it('stores what the policy allows', async () => {
    const presigned = await presignReviewPhoto();
    expect((await postForm(presigned, jpeg)).status).toBe(204);
    expect(await exists(presigned.key)).toBe(true);
  });

  it('refuses another content type (403 AccessDenied) and stores nothing', async () => {
    const presigned = await presignReviewPhoto();
    const answer = await postForm(presigned, jpeg, { 'Content-Type': 'text/html' });
    expect(answer.status).toBe(403);
    expect(codeOf(answer.body)).toBe('AccessDenied');
    expect(messageOf(answer.body)).toMatch(/^Invalid according to Policy: Policy Condition failed/);
    expect(await exists(presigned.key)).toBe(false);
  });

  it('refuses a file over the size range (400 EntityTooLarge) and stores nothing', async () => {
    const presigned = await presignReviewPhoto(token, 100);
    const answer = await postForm(presigned, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(answer.status).toBe(400);
    expect(codeOf(answer.body)).toBe('EntityTooLarge');
    expect(await exists(presigned.key)).toBe(false);
  });

  it('refuses a key other than the signed one, such as another user’s upload (403)', async () => {
    const mine = await presignReviewPhoto();
    const theirs = await presignReviewPhoto(otherToken);
    const answer = await postForm(mine, jpeg, { key: theirs.key });
    expect(answer.status).toBe(403);
    expect(codeOf(answer.body)).toBe('AccessDenied');
    expect(await exists(theirs.key)).toBe(false);
  });

  it('refuses a field the policy does not cover, and a changed policy (403)', async () => {
    const presigned = await presignReviewPhoto();
    const extra = await postForm(presigned, jpeg, { 'x-amz-meta-owner': 'someone' });
    expect(extra.status).toBe(403);
    expect(messageOf(extra.body)).toBe('Invalid according to Policy: Extra input fields: x-amz-meta-owner');
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy as string, 'base64').toString());
    policy.expiration = '2999-01-01T00:00:00Z';
    const forged = await postForm(presigned, jpeg, {
      Policy: Buffer.from(JSON.stringify(policy)).toString('base64'),
    });
    expect(forged.status).toBe(403);
    expect(codeOf(forged.body)).toBe('SignatureDoesNotMatch');
  });

  it('refuses an expired policy (403)', async () => {
    const presigned = await createPresignedPost(s3ForBrowser, {
      Bucket: bucket,
      Key: 'uploads/tmp/review/expiring',
      Expires: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const answer = await postForm(presigned, jpeg);
    expect(answer.status).toBe(403);
    expect(messageOf(answer.body)).toBe('Invalid according to Policy: Policy expired.');
    expect(await exists('uploads/tmp/review/expiring')).toBe(false);
  });

  it('refuses a key that climbs out of the bucket, even one its starts-with policy allows (400)', async () => {
    const presigned = await createPresignedPost(s3ForBrowser, {
      Bucket: bucket,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: S3's own placeholder, turned into starts-with.
      Key: 'uploads/tmp/review/${filename}',
      Expires: 60,
    });
    const climbing = await postForm(presigned, jpeg, { key: 'uploads/tmp/review/../../../../escaped' });
    expect(climbing.status).toBe(400);
    expect(codeOf(climbing.body)).toBe('InvalidArgument');

    const put = await s3
      .send(new PutObjectCommand({ Bucket: bucket, Key: 'photos/../../escaped', Body: 'x' }))
      .catch((error: { name: string; $metadata: { httpStatusCode?: number } }) => error);
    expect(put).toMatchObject({ name: 'InvalidArgument', $metadata: { httpStatusCode: 400 } });
    expect((await rawRequest('GET', `/${bucket}/photos/../../../etc/passwd`)).status).toBe(400);
  });
});

describe('the local S3 keeps private buckets private', () => {
  let key: string;
  beforeAll(async () => {
    const presigned = await presignReviewPhoto();
    await postForm(presigned, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(97)]));
    key = presigned.key;
  });

  it('refuses to list any bucket, or the buckets, to an anonymous caller (403)', async () => {
    for (const path of ['/', `/${bucket}`, `/${bucket}?list-type=2`, `/${mediaBucket}`]) {
      const answer = await rawRequest('GET', path);
      expect(answer.status, path).toBe(403);
      expect(codeOf(answer.body), path).toBe('AccessDenied');
    }
  });

  it('refuses an unsigned read of a private object (403), and serves a presigned one', async () => {
    const unsigned = await fetch(`${s3Endpoint}/${bucket}/${key}`);
    expect(unsigned.status).toBe(403);
    expect(codeOf(await unsigned.text())).toBe('AccessDenied');
    const link = await getSignedUrl(s3ForBrowser, new GetObjectCommand({ Bucket: bucket, Key: key }), {
      expiresIn: 60,
    });
    expect((await fetch(link)).status).toBe(200);
  });

  it('refuses a presigned read whose signature was changed or whose time is over (403)', async () => {
    const link = await getSignedUrl(s3ForBrowser, new GetObjectCommand({ Bucket: bucket, Key: key }), {
      expiresIn: 1,
    });
    const tampered = await fetch(link.replace('X-Amz-Expires=1', 'X-Amz-Expires=3600'));
    expect(tampered.status).toBe(403);
    expect(codeOf(await tampered.text())).toBe('SignatureDoesNotMatch');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const expired = await fetch(link);
    expect(expired.status).toBe(403);
    expect(messageOf(await expired.text())).toBe('Request has expired');
  });

  it('still serves product images, which CloudFront makes public, through /media/', async () => {
    const products = (await json('GET', '/api/products?limit=1', token)).data as {
      data: Array<{ image: string }>;
    };
    const image = products.data[0]?.image as string;
    expect(image).toMatch(/^\/media\//);
    expect((await fetch(`${apiUrl}${image}`)).status).toBe(200);
  });
});
