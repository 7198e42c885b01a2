import type { ChildProcess } from 'node:child_process';

/** Stops a child and waits for it: SIGTERM, then SIGKILL after `graceMs`, so no JVM or node child is orphaned. */
export const stopChild = (child: ChildProcess, graceMs = 5_000) =>
  new Promise<void>((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolveStop();
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });

/** Keeps the last lines a child printed, to explain why it died during start-up. */
export const tailOf = (child: ChildProcess, maxLines = 30) => {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - maxLines));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines.join('\n');
};
