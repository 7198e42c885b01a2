import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { stopChild } from './child-process';
import { type Supervised, supervised } from './supervisor';

/** A real child process that only waits, standing in for a stand-in's JVM or node process. */
const launchSleeper = async () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolveSpawn) => child.once('spawn', resolveSpawn));
  const exited = new Promise<string>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit(`code ${code}, signal ${signal}`)),
  );
  return { pid: child.pid as number, exited, stop: () => stopChild(child, 1_000) };
};

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
};

const running: Array<Supervised<unknown>> = [];
afterEach(async () => {
  for (const part of running.splice(0)) await part.stop();
});

describe('the stand-in supervisor', () => {
  it('starts a stand-in whose process was killed again, and says so', async () => {
    const lines: string[] = [];
    const sleeper = supervised('sleeper', launchSleeper, { log: (line) => lines.push(line), settleMs: 0 });
    running.push(sleeper);
    const first = await sleeper.start();
    process.kill(first.pid, 'SIGKILL');
    await until(() => sleeper.restarts() === 1);
    const second = sleeper.current();
    expect(second?.pid).toBeDefined();
    expect(second?.pid).not.toBe(first.pid);
    // The new process is alive: signal 0 checks without killing.
    expect(() => process.kill(second?.pid as number, 0)).not.toThrow();
    expect(lines).toEqual([
      '[supervisor] sleeper stopped unexpectedly (code null, signal SIGKILL): starting it again',
      expect.stringMatching(/^\[supervisor\] sleeper is back after \d+\.\d s$/),
    ]);
  });

  it('leaves a stand-in stopped on purpose stopped, and one that dies after standing down', async () => {
    const lines: string[] = [];
    const sleeper = supervised('sleeper', launchSleeper, { log: (line) => lines.push(line), settleMs: 0 });
    running.push(sleeper);
    await sleeper.start();
    await sleeper.stop();
    expect(sleeper.current()).toBeUndefined();

    const again = await sleeper.start();
    sleeper.standDown();
    process.kill(again.pid, 'SIGKILL');
    await again.exited;
    await sleep(200);
    expect(sleeper.restarts()).toBe(0);
    expect(lines).toEqual([]);
  });

  it('keeps trying a stand-in that cannot start yet, with growing pauses, until it starts', async () => {
    const lines: string[] = [];
    let launches = 0;
    const flaky = supervised(
      'flaky',
      async () => {
        launches++;
        // The first start works, the next two fail (its port still held, say), the fourth works.
        if (launches === 2 || launches === 3) throw new Error('port busy');
        return launchSleeper();
      },
      { log: (line) => lines.push(line), settleMs: 0, firstRetryMs: 20, maxRetryMs: 40 },
    );
    running.push(flaky);
    const first = await flaky.start();
    process.kill(first.pid, 'SIGKILL');
    await until(() => flaky.restarts() === 1);
    expect(launches).toBe(4);
    expect(lines.slice(1, 3)).toEqual([
      '[supervisor] flaky did not start again (port busy); next try in 0.02 s',
      '[supervisor] flaky did not start again (port busy); next try in 0.04 s',
    ]);
  });
});
