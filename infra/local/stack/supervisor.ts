import { setTimeout as sleep } from 'node:timers/promises';
import { type Restartable, restartable } from './fault-controls';

/** A running stand-in whose process the supervisor can watch. */
export interface Watchable {
  stop: () => Promise<unknown>;
  /** Settles, with how it ended (exit code, signal), once the stand-in's process has ended for any reason. */
  exited: Promise<string>;
}

export interface SupervisorOptions {
  /** Where the supervisor says what it does; the local run's console unless given. */
  log?: (line: string) => void;
  /** How long a death settles before the restart: a Ctrl-C reaches the stand-in and the stack at once. */
  settleMs?: number;
  /** The pause after a failed restart, doubled after each further failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export interface Supervised<T> extends Restartable<T> {
  /** Stops watching, at once and for good: the stack is ending, and what dies now stays dead. */
  standDown: () => void;
  /** How many times it was started again after dying. */
  restarts: () => number;
}

/**
 * Keeps a stand-in running as a process manager would: when its process ends without having been asked to
 * (a crash, the kernel's OOM killer, a kill from outside), it is started again on the same port and data
 * folder, and the log says so, when it died and when it is back. A start that fails is tried again after a
 * pause that doubles, so a stand-in that cannot start does not spin the machine. Stopping it on purpose
 * (`stop`, the stack's end) is not a death.
 */
export const supervised = <T extends Watchable>(
  name: string,
  launch: () => Promise<T>,
  options: SupervisorOptions = {},
): Supervised<T> => {
  const log = options.log ?? ((line: string) => console.warn(line));
  const settleMs = options.settleMs ?? 300;
  const firstRetryMs = options.firstRetryMs ?? 1_000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  /** Whether it should be running: true from `start` until `stop` or `standDown`. */
  let wanted = false;
  let watching = true;
  let restarts = 0;

  const bringBack = async (diedAt: number) => {
    let retryMs = firstRetryMs;
    await sleep(settleMs);
    while (wanted && watching) {
      try {
        // Forget the dead instance (stopping an ended process returns at once), then start a new one.
        await control.stop();
        if (!(wanted && watching)) return;
        await control.start();
        restarts++;
        log(`[supervisor] ${name} is back after ${((Date.now() - diedAt) / 1000).toFixed(1)} s`);
        return;
      } catch (error) {
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        log(`[supervisor] ${name} did not start again (${why}); next try in ${retryMs / 1000} s`);
        await sleep(retryMs);
        retryMs = Math.min(retryMs * 2, maxRetryMs);
      }
    }
  };

  const control: Restartable<T> = restartable(async () => {
    const instance = await launch();
    void instance.exited.then((how) => {
      // Stopped on purpose, or already replaced: nothing to bring back.
      if (!(wanted && watching) || control.current() !== instance) return;
      log(`[supervisor] ${name} stopped unexpectedly (${how}): starting it again`);
      void bringBack(Date.now());
    });
    return instance;
  });

  return {
    current: control.current,
    start: () => {
      wanted = true;
      return control.start();
    },
    stop: () => {
      wanted = false;
      return control.stop();
    },
    standDown: () => {
      watching = false;
    },
    restarts: () => restarts,
  };
};
