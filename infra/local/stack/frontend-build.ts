import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { frontendDir, frontendDist, repoRoot } from '../paths';

/** Newest modification time under a path (files only), 0 when it does not exist. */
const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
};

/** The SPA needs a build when dist/ is missing or older than any of its sources. */
export const frontendBuildNeeded = () => {
  const built = join(frontendDist, 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((name) =>
    newestMtime(join(frontendDir, name)),
  );
  return Math.max(...sources) > statSync(built).mtimeMs;
};

/** Whether the frontend workspace has anything to build yet (its entry page exists). */
export const frontendBuildable = () => existsSync(join(frontendDir, 'index.html'));

export const buildFrontend = () =>
  new Promise<void>((resolveBuild, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'frontend'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolveBuild() : reject(new Error(`frontend build failed (exit ${code})`)),
    );
  });
