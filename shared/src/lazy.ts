/**
 * A value made on first use and kept. For what costs at import and not every caller needs: an Intl formatter
 * loads its locale's data when it is built, milliseconds of a function's cold start on a route that never
 * formats a date.
 */
export const lazy = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
