/**
 * zod compiles a fast parser with `new Function` when the page allows it, and probes for that the first time a
 * schema is built. The site's CSP forbids eval (script-src 'self'), so the probe is refused and the browser
 * reports a CSP violation on every page that builds a schema (the sign-in forms, the admin tabs), which
 * Lighthouse counts against best practices. Jitless parsing skips the probe; the forms' schemas are small.
 *
 * zod keeps its configuration on globalThis.__zod_globalConfig (shared by every copy of zod) and reads it when
 * a schema is built. Setting it here rather than calling zod's `config()` keeps zod out of the entry chunk
 * (importing it put 4 KB gzip there); zod-without-eval.test.ts checks that zod sees the setting.
 * Imported first by main.tsx, before any lazy chunk builds a schema.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

// A module (imported for its effect only).
export {};
