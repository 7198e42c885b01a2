/**
 * What a local stack tells those who use it from another process (the integration tests, through
 * stack-process.ts): plain data, no functions. Declared apart from stack.ts so a test program can name it
 * without compiling the stand-ins.
 */
export interface StackDescription {
  /** Base address of the gateway, e.g. http://localhost:41234 (paths start with /api). */
  url: string;
  /** Every port the stack listens on (gateway and stand-ins), for the loopback-only check. */
  ports: Record<string, number>;
  /** The environment the handlers run with (table, buckets, pool ids, AWS_ENDPOINT_URL_*). */
  env: Record<string, string>;
  dataDir: string;
  outboxDir: string;
  admin: { sub: string; email: string; name: string; password: string };
  cognito: { userPoolId: string; userPoolClientId: string; issuer: string; endpoint: string };
  /** The local Stripe stand-in: hosted checkout pages and its /_standin test controls. */
  stripe: { url: string };
}
