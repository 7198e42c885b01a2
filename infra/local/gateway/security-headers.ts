import { INLINE_SCRIPT_SOURCES } from '../../src/constructs/inline-scripts';

/**
 * The headers CloudFront's response-headers policy adds in AWS, for every response of the local gateway.
 * HSTS is left out: it means nothing over plain http://localhost. `extraOrigins` are the local S3 endpoint,
 * where the browser sends presigned uploads and reads presigned photos (in AWS they are the buckets' hosts).
 */
export const contentSecurityPolicy = (extraOrigins: string[] = []) => {
  const extra = extraOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${INLINE_SCRIPT_SOURCES}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extra}`.trim(),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${extra}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
};

export const securityHeaders = (extraOrigins: string[] = []): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(extraOrigins),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
});
