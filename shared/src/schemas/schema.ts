import * as z from 'zod/mini';

/**
 * Builds a schema where it is declared, in a form a bundler can drop when nothing uses it. zod's builders are
 * calls, and a bundler keeps every top-level call it cannot prove free of side effects: unmarked, every schema of
 * a module would be built by each Lambda and page importing anything from it (the staff's product list would
 * build the product form's bodies too). Declare each one as `/* @__PURE__ *\/ schema(() => z.object(…))`: the call
 * is marked pure and its argument is only a function, so the declaration goes when its name is not used, and runs
 * where it stands when it is.
 */
export const schema = <T>(build: () => T): T => build();

/**
 * A schema only responses are checked against, built on its first parse instead of at import (zod's `lazy`). A
 * deployed handler never parses its own response (envelope.ts checks it only with VALIDATE_RESPONSES, in the
 * local run and the tests), so its cold start does not build what it returns (a label scan's result, with its
 * ingredients, flags and alternatives, is the largest schema of the contract). Not for a schema a request is read
 * with: that one is needed by the first call, and building it there would only move the time.
 */
export const responseSchema = <T extends z.core.SomeType>(build: () => T): z.ZodMiniLazy<T> => z.lazy(build);
