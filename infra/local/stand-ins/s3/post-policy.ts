import { createHmac } from 'node:crypto';
import { accessDenied, S3Error, signatureMismatch } from './s3-error';
import { equalHex, knownSecret, type SecretOf, signingKey } from './sigv4';

/**
 * A browser's presigned POST as S3 checks it: the policy's signature, its expiry, every condition, and no
 * form field the policy does not cover. Answers are S3's: 403 AccessDenied 'Invalid according to Policy: …',
 * 403 SignatureDoesNotMatch, 400 EntityTooLarge / EntityTooSmall.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
export interface PostUpload {
  bucket: string;
  /** The form's fields before the file, as sent (names in their own case). */
  fields: Array<[string, string]>;
  fileSize: number;
}

/** Fields S3 does not ask the policy to cover. */
const uncovered = (name: string) =>
  ['file', 'policy', 'x-amz-signature'].includes(name) || name.startsWith('x-ignore-');

const invalid = (detail: string) => accessDenied(`Invalid according to Policy: ${detail}`);

type Condition = unknown[] | Record<string, unknown>;

export const checkPostPolicy = (upload: PostUpload, secretOf: SecretOf, now = Date.now()) => {
  const fields = new Map(upload.fields.map(([name, value]) => [name.toLowerCase(), value]));
  fields.set('bucket', upload.bucket);
  const policyText = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  if (!policyText || !signature || !credential || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    throw accessDenied('Access Denied');

  // The signature covers the policy as sent, base64 and all.
  const [accessKeyId = '', date = '', region = '', service = ''] = credential.split('/');
  const secret = knownSecret(secretOf, accessKeyId);
  const expected = createHmac('sha256', signingKey(secret, date, region, service))
    .update(policyText)
    .digest('hex');
  if (!equalHex(expected, signature)) throw signatureMismatch();

  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8'));
  } catch {
    throw new S3Error(
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data.',
    );
  }
  const expiry = typeof policy.expiration === 'string' ? Date.parse(policy.expiration) : Number.NaN;
  if (Number.isNaN(expiry)) throw invalid('Policy could not be parsed as a valid JSON string.');
  if (now > expiry) throw invalid('Policy expired.');
  if (!Array.isArray(policy.conditions)) throw invalid('Policy could not be parsed as a valid JSON string.');

  const covered = new Set<string>();
  const failed = (condition: Condition) => invalid(`Policy Condition failed: ${JSON.stringify(condition)}`);
  for (const condition of policy.conditions as Condition[]) {
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition;
      if (operator === 'content-length-range') {
        const [min, max] = [Number(first), Number(second)];
        if (upload.fileSize > max)
          throw new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
            ProposedSize: upload.fileSize,
            MaxSizeAllowed: max,
          });
        if (upload.fileSize < min)
          throw new S3Error(
            400,
            'EntityTooSmall',
            'Your proposed upload is smaller than the minimum allowed size',
            {
              ProposedSize: upload.fileSize,
              MinSizeAllowed: min,
            },
          );
        continue;
      }
      if (typeof first !== 'string' || !first.startsWith('$') || typeof second !== 'string')
        throw failed(condition);
      const name = first.slice(1).toLowerCase();
      const value = fields.get(name) ?? '';
      covered.add(name);
      if (operator === 'eq' && value === second) continue;
      if (operator === 'starts-with' && value.startsWith(second)) continue;
      throw failed(condition);
    }
    for (const [field, wanted] of Object.entries(condition)) {
      const name = field.toLowerCase();
      covered.add(name);
      if (fields.get(name) !== wanted) throw failed(condition);
    }
  }
  for (const [name] of upload.fields) {
    const lower = name.toLowerCase();
    if (!uncovered(lower) && !covered.has(lower)) throw invalid(`Extra input fields: ${name}`);
  }
  return { key: fields.get('key') ?? '' };
};
