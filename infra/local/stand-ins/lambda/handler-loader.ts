import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// biome-ignore lint/suspicious/noExplicitAny: handlers take different event shapes (HTTP API, triggers, async invokes)
export type LambdaHandler = (event: any, context: any) => Promise<unknown>;

/**
 * Imports each handler module once, on first use, like a warm Lambda keeps its module scope.
 * Lazy on purpose: the stack sets the environment first, and a route whose handler is not written yet
 * fails alone instead of stopping the whole run.
 */
export const createHandlerLoader = (modulePath: (name: string) => string) => {
  const cache = new Map<string, Promise<LambdaHandler>>();
  const load = async (name: string): Promise<LambdaHandler> => {
    const file = modulePath(name);
    if (!existsSync(file)) throw new Error(`handler module not found: ${file}`);
    const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
    if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler function`);
    return module.handler as LambdaHandler;
  };
  return (name: string) => {
    let pending = cache.get(name);
    if (!pending) {
      pending = load(name);
      // A failed import is not cached: the developer may be writing the module right now.
      pending.catch(() => cache.delete(name));
      cache.set(name, pending);
    }
    return pending;
  };
};
export type HandlerLoader = ReturnType<typeof createHandlerLoader>;
