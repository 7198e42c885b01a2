import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { BodyTooLarge, readBody } from '../../http';
import { checkPostPolicy } from './post-policy';
import { accessDenied, errorXml, S3Error } from './s3-error';
import { type IncomingRequest, isSigned, queryPairs, type SecretOf, verifySignedRequest } from './sigv4';

/**
 * What stands between any client and s3rver, so the local S3 refuses what AWS refuses (s3rver itself checks
 * no SigV4 signature and no POST policy, and stores keys as file paths):
 * - a key or bucket with a `.` or `..` segment (s3rver would resolve it to a file outside the bucket's folder;
 *   S3 keeps such keys literally, the stand-in refuses them);
 * - a presigned POST whose policy is not met (signature, expiry, conditions, extra fields);
 * - a signed or presigned request whose signature or lifetime is wrong;
 * - any anonymous request, but reading an object of a public bucket (the media bucket CloudFront serves).
 */
export interface S3GateOptions {
  secretOf: SecretOf;
  /** Buckets whose objects anyone may read (never list). */
  publicReadBuckets: readonly string[];
  /** Browser origins that get CORS headers on refusals too, so the page sees the status. */
  allowedOrigins: readonly string[];
  /** s3rver's request handler, given what passed. */
  next: (req: IncomingMessage, res: ServerResponse) => void;
}

/** Larger than any policy's maximum: past it, the body is not read. */
const MAX_POST_BYTES = 32 * 1024 * 1024;
const MAX_DELETE_BODY_BYTES = 1024 * 1024;

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");
  }
};

/** Refuses a key (or path) with a `.` or `..` segment, or a backslash a file system might read as one. */
export const assertNoTraversal = (value: string) => {
  if (value.split(/[/\\]/).some((segment) => segment === '.' || segment === '..'))
    throw new S3Error(400, 'InvalidArgument', 'Keys with "." or ".." segments are refused by the local S3.', {
      ArgumentName: 'key',
    });
};

/** The body, refused as S3 refuses an upload over its policy's size. */
const readS3Body = (req: IncomingMessage, limit: number) =>
  readBody(req, limit).catch((error: unknown) => {
    throw error instanceof BodyTooLarge
      ? new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')
      : error;
  });

/** The request again, with a body already read, for s3rver (which reads `req` as a stream). */
const replay = (req: IncomingMessage, body: Buffer) =>
  Object.assign(Readable.from([body]), {
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
  }) as unknown as IncomingMessage;

const unescapeXml = (value: string) =>
  value.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name] ?? '',
  );

/** A browser's POST upload: the form's fields before the file, and the file's size (S3 ignores what follows). */
const postedForm = async (req: IncomingMessage, body: Buffer) => {
  const form = await new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body,
  })
    .formData()
    .catch(() => {
      throw new S3Error(
        400,
        'MalformedPOSTRequest',
        'The body of your POST request is not well-formed multipart/form-data.',
      );
    });
  const fields: Array<[string, string]> = [];
  for (const [name, value] of form.entries()) {
    if (name === 'file')
      return { fields, fileSize: typeof value === 'string' ? Buffer.byteLength(value) : value.size };
    if (typeof value === 'string') fields.push([name, value]);
  }
  throw new S3Error(400, 'InvalidArgument', 'POST requires exactly one file upload per request.', {
    ArgumentName: 'file',
  });
};

export const createS3Gate = (options: S3GateOptions) => {
  const refuse = (req: IncomingMessage, res: ServerResponse, error: S3Error) => {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin && options.allowedOrigins.includes(origin)
        ? { 'access-control-allow-origin': origin, vary: 'Origin' }
        : {};
    if (!res.headersSent) res.writeHead(error.status, { 'content-type': 'application/xml', ...cors });
    res.end(req.method === 'HEAD' ? undefined : errorXml(error));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const at = url.indexOf('?');
    const request: IncomingRequest = {
      method: req.method ?? 'GET',
      rawPath: at < 0 ? url : url.slice(0, at),
      rawQuery: at < 0 ? '' : url.slice(at + 1),
      headers: req.headers,
    };
    const path = decode(request.rawPath);
    assertNoTraversal(path);
    const copySource = req.headers['x-amz-copy-source'];
    if (typeof copySource === 'string') assertNoTraversal(decode(copySource));
    const [bucket = '', ...keyParts] = path.replace(/^\//, '').split('/');
    const key = keyParts.join('/');
    const query = queryPairs(request.rawQuery);

    // CORS preflights carry no credentials in S3 either; s3rver answers them from the bucket's CORS rules.
    if (request.method === 'OPTIONS') return options.next(req, res);

    const isPostForm =
      request.method === 'POST' &&
      key === '' &&
      !query.some(([name]) => name === 'delete') &&
      /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    if (isPostForm && !isSigned(request)) {
      const body = await readS3Body(req, MAX_POST_BYTES);
      const { fields, fileSize } = await postedForm(req, body);
      const { key: formKey } = checkPostPolicy({ bucket, fields, fileSize }, options.secretOf);
      assertNoTraversal(formKey);
      return options.next(replay(req, body), res);
    }

    if (isSigned(request)) {
      verifySignedRequest(request, options.secretOf);
      if (request.method === 'POST' && query.some(([name]) => name === 'delete')) {
        const body = await readS3Body(req, MAX_DELETE_BODY_BYTES);
        for (const match of body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g))
          assertNoTraversal(unescapeXml(match[1] ?? ''));
        return options.next(replay(req, body), res);
      }
      return options.next(req, res);
    }

    const readsPublicObject =
      (request.method === 'GET' || request.method === 'HEAD') &&
      options.publicReadBuckets.includes(bucket) &&
      key !== '' &&
      query.length === 0;
    if (readsPublicObject) return options.next(req, res);
    throw accessDenied();
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof S3Error) return refuse(req, res, error);
      console.error('[s3-local] request failed:', error);
      refuse(
        req,
        res,
        new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.'),
      );
    });
  };
};
