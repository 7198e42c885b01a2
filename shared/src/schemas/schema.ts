/**
 * Builds a schema where it is declared, in a form a bundler can drop when nothing uses it. zod's builders are
 * calls, and a bundler keeps every top-level call it cannot prove free of side effects: unmarked, every schema of
 * a module would be built by each Lambda and page importing anything from it (the staff's product list would
 * build the product form's bodies too). Declare each one as `/* @__PURE__ *\/ schema(() => z.object(…))`: the call
 * is marked pure and its argument is only a function, so the declaration goes when its name is not used, and runs
 * where it stands when it is.
 */
export const schema = <T>(build: () => T): T => build();
