import { randomBytes } from 'node:crypto';

/** An answer S3 gives as `<Error>` XML with its HTTP status (the SDK maps `Code` to the error's name). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export const errorXml = (error: S3Error) => {
  const details = Object.entries(error.details)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>${details}<RequestId>${requestId}</RequestId><HostId>local</HostId></Error>`;
};

export const accessDenied = (message = 'Access Denied') => new S3Error(403, 'AccessDenied', message);
export const signatureMismatch = () =>
  new S3Error(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );
