import { fromCents, toCents } from '@pele/shared/plan-labels';

/**
 * Money is stored as integer centavos (`<name>Cents`), never as a fraction of a real that a float might round;
 * records and views carry BRL. An item written before centavos were stored still has `<name>` in BRL: it is
 * read from there, and its next write stores centavos.
 */
export const brlOf = (item: Record<string, unknown>, name: string): number | null => {
  const cents = item[`${name}Cents`];
  if (cents !== undefined && cents !== null) return fromCents(Number(cents));
  const legacy = item[name];
  return legacy === undefined || legacy === null ? null : fromCents(toCents(Number(legacy)));
};

/** The BRL fields `names` of a record as centavo attributes, the others as they are. */
export const inCents = <T extends object>(record: T, names: readonly (keyof T & string)[]) => {
  const stored: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const name of names) {
    const value = record[name] as unknown;
    delete stored[name];
    stored[`${name}Cents`] = value === null || value === undefined ? null : toCents(Number(value));
  }
  return stored;
};

/** The record back in BRL from an item with centavo attributes (or, for older items, BRL ones). */
export const fromCentsOf = <T>(item: Record<string, unknown>, names: readonly string[]): T => {
  const read: Record<string, unknown> = { ...item };
  for (const name of names) {
    read[name] = brlOf(item, name);
    delete read[`${name}Cents`];
  }
  return read as T;
};
