import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStackProcess } from './stack-process';
// The ProvidedContext this setup fills is declared with the helper that reads it.
import type {} from './testing/test-stack';

/**
 * Global setup of the integration project: one local stack per worker for the whole run, each on free ports with
 * a fresh data folder, so a developer's `npm start` (and its data) is never touched. Each stack lives in a child
 * process of its own (one stack per process: handlers bind their SDK clients to the first stack they meet), so
 * files run side by side while every stack still serves one file at a time. Torn down after the last file.
 */
export default async function setup(project: TestProject) {
  const workers = Number(project.config.maxWorkers) || 1;
  const began = performance.now();
  const dataDirs = await Promise.all(
    Array.from({ length: workers }, () => mkdtemp(join(tmpdir(), 'pele-it-'))),
  );
  const started = await Promise.allSettled(
    dataDirs.map((dataDir) => startStackProcess({ dataDir, port: 0, quiet: true })),
  );
  const stacks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(
    `[integration] ${stacks.length} local stack(s) up in ${seconds} s: ${stacks.map((s) => s.url).join(', ')}`,
  );

  project.provide(
    'stacks',
    stacks.map(({ stop: _stop, ...description }) => description),
  );
  return teardown;
}
