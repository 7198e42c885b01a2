import type { TestProject } from 'vitest/node';
import { startStackProcesses } from '../../stack/stack-process';
// The ProvidedContext this setup fills is declared with the helper that reads it.
import type {} from './test-stack';

/**
 * Global setup of the integration project: one local stack per worker for the whole run, each on free ports with
 * a fresh data folder, so a developer's `npm start` (and its data) is never touched. Each stack lives in a child
 * process of its own (one stack per process: handlers bind their SDK clients to the first stack they meet), so
 * files run side by side while every stack still serves one file at a time. Torn down after the last file.
 */
export default async function setup(project: TestProject) {
  const began = performance.now();
  const { stacks, stop } = await startStackProcesses(Number(project.config.maxWorkers) || 1, {
    dataDirPrefix: 'pele-it-',
  });
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(
    `[integration] ${stacks.length} local stack(s) up in ${seconds} s: ${stacks.map((s) => s.url).join(', ')}`,
  );
  project.provide('stacks', stacks);
  return stop;
}
