import { INLINE_SCRIPT_SOURCES } from './inline-scripts';

/**
 * Content Security Policy of the SPA. Images and uploads go straight to S3 over presigned URLs
 * (https://*.amazonaws.com), the camera preview and captured photo are blob: URLs, and nothing may frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The label scanner's OCR compiles its WebAssembly in a same-origin worker: wasm only, never eval. The one
  // inline script (the theme, before the first paint) is allowed by its hash.
  `script-src 'self' 'wasm-unsafe-eval' ${INLINE_SCRIPT_SOURCES}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.amazonaws.com",
  "font-src 'self' data:",
  "connect-src 'self' https://*.amazonaws.com",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

/** The selfie needs the camera from the app's own origin; nothing else is used. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';
