import { inject } from 'vitest';
import type { StackDescription } from '../../stack/stack-description';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One local stack per integration worker (test-stack-setup.ts); a test file finds its own with `testStack()`. */
    stacks: StackDescription[];
  }
}

/**
 * The local stack this integration test file runs against. The global setup (test-stack-setup.ts) starts one
 * per worker; a worker's pool id (1 … maxWorkers, never two running files alike) picks it, so files run side by
 * side and each stack serves one file at a time.
 */
export const testStack = (): StackDescription => {
  const stacks = inject('stacks');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const stack = stacks[(poolId - 1) % stacks.length];
  if (!stack)
    throw new Error(
      'no local stack was provided: run the integration project (its global setup starts them)',
    );
  return stack;
};
