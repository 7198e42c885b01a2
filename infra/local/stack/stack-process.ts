import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import { stopChild } from './child-process';
import type { LocalStackOptions } from './stack';
import type { StackDescription } from './stack-description';

/** The messages `stack-child.ts` sends over the IPC channel. */
export type StackChildMessage = { stack: StackDescription } | { error: string };

/**
 * Starts a local stack in a child process of its own and answers with its description. One stack per process
 * (handler modules bind their SDK clients to the first stack's endpoints, as a warm Lambda does), so this is
 * how two stacks run side by side: the integration test projects each get one and run their files in
 * parallel. Stopping it stops every stand-in (the child stops its stack, then exits).
 */
export const startStackProcess = async (
  options: LocalStackOptions,
): Promise<StackDescription & { stop: () => Promise<void> }> => {
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(import.meta.dirname, 'stack-child.ts')],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env },
  );
  const stack = await new Promise<StackDescription>((resolveStart, reject) => {
    child.once('message', (message: StackChildMessage) => {
      if ('stack' in message) resolveStart(message.stack);
      else reject(new Error(`the local stack did not start: ${message.error}`));
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`the local stack's process ended while starting (${signal ?? `exit ${code}`})`)),
    );
    child.once('error', reject);
    child.send({ options });
  });
  // Generous: the child stops DynamoDB Local's JVM and the other stand-ins one after another.
  return { ...stack, stop: () => stopChild(child, 20_000) };
};

/**
 * `count` stacks side by side, each in its own process and fresh data folder (removed again by `stop`). If one
 * fails to start, those that did are stopped and the error is thrown.
 */
export const startStackProcesses = async (count: number, options: { dataDirPrefix: string }) => {
  const dataDirs = await Promise.all(
    Array.from({ length: count }, () => mkdtemp(join(tmpdir(), options.dataDirPrefix))),
  );
  const started = await Promise.allSettled(
    // The tests' stacks: quiet, and no job on the wall clock (LocalStackOptions.scheduledJobs).
    dataDirs.map((dataDir) => startStackProcess({ dataDir, port: 0, quiet: true, scheduledJobs: false })),
  );
  const stacks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const descriptions: StackDescription[] = stacks.map(({ stop: _stop, ...description }) => description);
  return { stacks: descriptions, stop };
};
