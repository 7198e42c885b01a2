import { join, resolve } from 'node:path';

/** Folders of the repository the local run reads, resolved from this file so any cwd works. */
export const repoRoot = resolve(import.meta.dirname, '../..');
export const defaultDataDir = join(repoRoot, '.data');
export const frontendDir = join(repoRoot, 'frontend');
export const frontendDist = join(frontendDir, 'dist');
export const handlersDir = join(repoRoot, 'functions/src/handlers');
export const seedsModule = join(repoRoot, 'functions/src/seed/run-seeds.ts');

/** `auth/login` → functions/src/handlers/auth/login.ts, the module CDK bundles for the same route. */
export const handlerModulePath = (handler: string) => join(handlersDir, `${handler}.ts`);
