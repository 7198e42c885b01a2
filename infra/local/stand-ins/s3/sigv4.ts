import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { accessDenied, S3Error, signatureMismatch } from './s3-error';

/**
 * AWS Signature Version 4 as S3 checks it, for the two forms the app uses: the SDK's signed requests
 * (Authorization header) and presigned links (X-Amz-* query parameters). The payload hash is taken as the
 * request declares it (x-amz-content-sha256); S3 would also compare it with the body.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */
export type SecretOf = (accessKeyId: string) => string | undefined;

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 accepts a signed request this far from its own clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** encodeURIComponent plus the characters RFC 3986 reserves that it leaves alone. */
export const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** `date/region/service/aws4_request` signing key for a secret. */
export const signingKey = (secret: string, date: string, region: string, service: string) =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');

/** The name=value pairs of a raw query string, decoded, in order. */
export const queryPairs = (rawQuery: string): Array<[string, string]> =>
  rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });

/** 20240102T030405Z → ms since the epoch. */
const parseAmzDate = (value: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  const [, year, month, day, hour, minute, second] = m.map(Number) as number[];
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
};

export const equalHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export interface IncomingRequest {
  method: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  rawQuery: string;
  headers: IncomingHttpHeaders;
}

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
};

const canonicalRequest = (
  request: IncomingRequest,
  query: Array<[string, string]>,
  signedHeaders: string[],
  payloadHash: string,
) =>
  [
    request.method,
    request.rawPath
      .split('/')
      .map((segment) => rfc3986(decode(segment)))
      .join('/'),
    query
      .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&'),
    ...signedHeaders.map((name) => `${name}:${headerValue(request.headers, name)}`),
    '',
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');

/** The secret of a known access key; S3's InvalidAccessKeyId otherwise (signed requests and POST policies). */
export const knownSecret = (secretOf: SecretOf, accessKeyId: string): string => {
  const secret = secretOf(accessKeyId);
  if (secret === undefined)
    throw new S3Error(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      {
        AWSAccessKeyId: accessKeyId,
      },
    );
  return secret;
};

const check = (
  secretOf: SecretOf,
  credential: string,
  amzDate: string,
  canonical: string,
  signature: string,
) => {
  const [accessKeyId = '', date = '', region = '', service = '', terminator] = credential.split('/');
  const secret = knownSecret(secretOf, accessKeyId);
  if (terminator !== 'aws4_request' || !amzDate.startsWith(date))
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      'Error parsing the X-Amz-Credential parameter.',
    );
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonical)].join('\n');
  const expected = createHmac('sha256', signingKey(secret, date, region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  if (!equalHex(expected, signature)) throw signatureMismatch();
  return accessKeyId;
};

/** Whether the request carries a signature at all (header or query): anonymous requests have neither. */
export const isSigned = (request: IncomingRequest) =>
  request.headers.authorization !== undefined || /(^|&)X-Amz-Algorithm=/.test(request.rawQuery);

/** Verifies a signed or presigned request; throws the S3Error S3 answers with. Returns the access key. */
export const verifySignedRequest = (request: IncomingRequest, secretOf: SecretOf, now = Date.now()) => {
  const query = queryPairs(request.rawQuery);
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
        authorization.trim(),
      );
    if (!match)
      throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    const amzDate = headerValue(request.headers, 'x-amz-date');
    const at = parseAmzDate(amzDate);
    if (Number.isNaN(at)) throw accessDenied('AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(now - at) > MAX_SKEW_MS)
      throw new S3Error(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const payloadHash = headerValue(request.headers, 'x-amz-content-sha256');
    if (!payloadHash)
      throw new S3Error(
        400,
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256',
      );
    const signedHeaders = (match[2] as string).split(';');
    return check(
      secretOf,
      match[1] as string,
      amzDate,
      canonicalRequest(request, query, signedHeaders, payloadHash),
      match[3] as string,
    );
  }

  const param = (name: string) => query.find(([key]) => key === name)?.[1];
  const [algorithm, credential, amzDate, expires, signedHeaders, signature] = [
    'X-Amz-Algorithm',
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Signature',
  ].map(param);
  if (algorithm !== ALGORITHM)
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
    );
  if (!credential || !amzDate || !expires || !signedHeaders || !signature)
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  const at = parseAmzDate(amzDate);
  const lifetime = Number(expires);
  if (Number.isNaN(at) || !Number.isInteger(lifetime) || lifetime < 0 || lifetime > MAX_PRESIGNED_SECONDS)
    throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Date or X-Amz-Expires is invalid.');
  if (now > at + lifetime * 1000) throw accessDenied('Request has expired');
  const unsigned = query.filter(([name]) => name !== 'X-Amz-Signature');
  return check(
    secretOf,
    credential,
    amzDate,
    canonicalRequest(
      request,
      unsigned,
      signedHeaders.split(';'),
      param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    ),
    signature,
  );
};
