import { createHmac } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { client, secretOf } from './local-signer';
import { checkPostPolicy } from './post-policy';
import { refusal } from './refusal';
import { signingKey } from './sigv4';

/** A presigned POST exactly as the API makes one (private-upload-forms.ts). */
const presign = () =>
  createPresignedPost(client, {
    Bucket: 'uploads',
    Key: 'uploads/tmp/review/k1',
    Conditions: [
      ['content-length-range', 1, 1000],
      ['eq', '$Content-Type', 'image/jpeg'],
    ],
    Fields: { 'Content-Type': 'image/jpeg' },
    Expires: 300,
  });

/** A policy signed by hand, as S3's documentation describes, for conditions the SDK helper does not write. */
const handSigned = (conditions: unknown[]) => {
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const credential = `AKLOCAL/${date}/us-east-1/s3/aws4_request`;
  const fields = { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256', 'X-Amz-Credential': credential };
  const policy = {
    expiration: new Date(Date.now() + 60_000).toISOString(),
    conditions: [
      { bucket: 'uploads' },
      ...conditions,
      ...Object.entries(fields).map(([k, v]) => ({ [k]: v })),
    ],
  };
  const Policy = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = createHmac('sha256', signingKey('local-secret', date, 'us-east-1', 's3'))
    .update(Policy)
    .digest('hex');
  return { ...fields, Policy, 'X-Amz-Signature': signature };
};

const upload = (
  fields: Record<string, string>,
  fileSize = 500,
  changes: Record<string, string | undefined> = {},
) => ({
  bucket: 'uploads',
  fields: Object.entries({ ...fields, ...changes }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  ),
  fileSize,
});

describe('a presigned POST, checked as S3 checks it', () => {
  it('accepts the form the SDK signed, and names its key', async () => {
    const { fields } = await presign();
    expect(checkPostPolicy(upload(fields), secretOf)).toEqual({ key: 'uploads/tmp/review/k1' });
  });

  it('refuses another content type than the policy names (403)', async () => {
    const { fields } = await presign();
    expect(
      refusal(() => checkPostPolicy(upload(fields, 500, { 'Content-Type': 'text/html' }), secretOf)),
    ).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["eq","$Content-Type","image/jpeg"]',
    });
  });

  it('refuses a file over or under the size range (400 EntityTooLarge / EntityTooSmall)', async () => {
    const { fields } = await presign();
    expect(refusal(() => checkPostPolicy(upload(fields, 1001), secretOf))).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
    });
    expect(refusal(() => checkPostPolicy(upload(fields, 0), secretOf))).toMatchObject({
      status: 400,
      code: 'EntityTooSmall',
    });
  });

  it('refuses another key than the signed one, and a key outside a starts-with prefix', async () => {
    const exact = await presign();
    expect(
      refusal(() =>
        checkPostPolicy(upload(exact.fields, 500, { key: 'uploads/tmp/review/someone-else' }), secretOf),
      ),
    ).toMatchObject({ status: 403, code: 'AccessDenied' });

    const prefixed = handSigned([['starts-with', '$key', 'uploads/tmp/review/']]);
    const inside = upload(prefixed, 500, { key: 'uploads/tmp/review/mine' });
    expect(checkPostPolicy(inside, secretOf).key).toBe('uploads/tmp/review/mine');
    const outside = upload(prefixed, 500, { key: 'photos/review/theirs' });
    expect(refusal(() => checkPostPolicy(outside, secretOf))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message:
        'Invalid according to Policy: Policy Condition failed: ["starts-with","$key","uploads/tmp/review/"]',
    });
  });

  it('refuses an expired policy (403)', async () => {
    const { fields } = await presign();
    expect(refusal(() => checkPostPolicy(upload(fields), secretOf, Date.now() + 301_000))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
  });

  it('refuses a policy that was changed or signed with another secret (403 SignatureDoesNotMatch)', async () => {
    const { fields } = await presign();
    const policy = JSON.parse(Buffer.from(fields.Policy as string, 'base64').toString());
    policy.conditions = policy.conditions.filter(
      (c: unknown) => !Array.isArray(c) || c[0] !== 'content-length-range',
    );
    const widened = Buffer.from(JSON.stringify(policy)).toString('base64');
    expect(refusal(() => checkPostPolicy(upload(fields, 500, { Policy: widened }), secretOf))).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(refusal(() => checkPostPolicy(upload(fields), () => 'another-secret'))).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses a field the policy does not cover, and a form without a policy', async () => {
    const { fields } = await presign();
    expect(
      refusal(() => checkPostPolicy(upload(fields, 500, { 'x-amz-meta-owner': 'x' }), secretOf)),
    ).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: x-amz-meta-owner',
    });
    expect(
      refusal(() => checkPostPolicy(upload({ key: 'a', 'Content-Type': 'image/jpeg' }), secretOf)),
    ).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    });
  });
});
