import { existsSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { repoRoot } from '../paths';

const cache = new Map<string, ReadonlySet<string>>();

/**
 * The npm packages a handler module imports, directly or through the project's own files (esbuild follows
 * local imports and stops at packages). Used to give every function that reaches sharp the arm64 binary,
 * whoever adds the import later. Takes a few milliseconds per handler. A missing entry gives an empty set so
 * that NodejsFunction reports the missing file itself.
 */
export const packagesImportedBy = (entry: string): ReadonlySet<string> => {
  const known = cache.get(entry);
  if (known) return known;
  const packages = new Set<string>();
  if (existsSync(entry)) {
    const { metafile } = buildSync({
      entryPoints: [entry],
      absWorkingDir: repoRoot,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    for (const input of Object.values(metafile.inputs)) {
      for (const imported of input.imports) {
        if (imported.external) packages.add(imported.path);
      }
    }
  }
  cache.set(entry, packages);
  return packages;
};
