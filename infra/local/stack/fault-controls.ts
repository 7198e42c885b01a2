/**
 * A stand-in that can be stopped and started again on the same port and data folder while the stack runs:
 * the load script's faults (DynamoDB Local down, the Stripe stand-in down). The stack stops it at the end
 * through `stop`, whether or not it is running then.
 */
export interface Restartable<T> {
  /** The running instance, or undefined while stopped. */
  current: () => T | undefined;
  start: () => Promise<T>;
  stop: () => Promise<void>;
}

export const restartable = <T extends { stop: () => Promise<unknown> }>(
  launch: () => Promise<T>,
): Restartable<T> => {
  let instance: T | undefined;
  // One change at a time: a restart asked for while a stop is under way waits for it.
  let changing: Promise<unknown> = Promise.resolve();
  const serially = <R>(step: () => Promise<R>): Promise<R> => {
    const next = changing.then(step, step);
    changing = next.catch(() => undefined);
    return next;
  };
  return {
    current: () => instance,
    start: () =>
      serially(async () => {
        instance ??= await launch();
        return instance;
      }),
    stop: () =>
      serially(async () => {
        const stopping = instance;
        instance = undefined;
        await stopping?.stop();
      }),
  };
};
