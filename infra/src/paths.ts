import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (infra/src/.. /..): CDK asset paths and esbuild's project root are taken from here. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A Lambda handler module: `auth/login` → functions/src/handlers/auth/login.ts. */
export const handlerEntry = (handler: string) =>
  join(repoRoot, 'functions', 'src', 'handlers', `${handler}.ts`);

export const frontendDist = join(repoRoot, 'frontend', 'dist');

/** The built SPA, or undefined when it has not been built (synth then skips the deployment). */
export const builtSpa = (path = frontendDist) => (existsSync(join(path, 'index.html')) ? path : undefined);
