import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One import of one source file: the specifier as written, and the repo file it resolves to (if any). */
export interface ImportEdge {
  /** Repo-relative path of the importing file, with forward slashes. */
  from: string;
  specifier: string;
  /** Repo-relative path of the imported file; undefined for npm packages and Node built-ins. */
  to?: string;
}

const SOURCE = /\.(ts|tsx|mts)$/;
// Static imports and re-exports (`… from '…'`), side-effect imports and dynamic `import('…')`.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"]([^'"]+)['"]/gm;

/** Workspace package names to their source folders (package.json `exports: "./*": "./src/*.ts"`). */
const WORKSPACE_SOURCES: Record<string, string> = {
  '@pele/shared/': 'shared/src/',
  '@pele/functions/': 'functions/src/',
};

const toPosix = (path: string) => path.split(sep).join('/');

const resolveFile = (base: string): string | undefined => {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
};

const resolveSpecifier = (repoRoot: string, fromFile: string, specifier: string): string | undefined => {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(fromFile), specifier));
  for (const [prefix, folder] of Object.entries(WORKSPACE_SOURCES))
    if (specifier.startsWith(prefix))
      return resolveFile(join(repoRoot, folder, specifier.slice(prefix.length)));
  return undefined;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** Every import of every TypeScript source under the given repo folders. */
export const readImportGraph = (repoRoot: string, folders: string[]): ImportEdge[] =>
  folders.flatMap((folder) =>
    sourceFiles(join(repoRoot, folder)).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(SPECIFIERS)].map(([, specifier = '']) => {
        const target = resolveSpecifier(repoRoot, file, specifier);
        return {
          from: toPosix(relative(repoRoot, file)),
          specifier,
          ...(target ? { to: toPosix(relative(repoRoot, target)) } : {}),
        };
      });
    }),
  );
