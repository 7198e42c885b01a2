import { queryPages, sortKeyBeginsWith } from './items';
import { keys } from './keys';

/** Counts items of one kind in a user's partition (Select COUNT: nothing is transferred but the number). */
async function countInPartition(
  sub: string,
  prefix: string,
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
): Promise<number> {
  let count = 0;
  const pages = queryPages({
    ...sortKeyBeginsWith(keys.user(sub).PK, prefix, filter?.values),
    ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
    Select: 'COUNT',
  });
  for await (const page of pages) count += page.Count ?? 0;
  return count;
}

/** The profile's counts (spec 3), each one Query in the user's own partition (patterns 6, 11, 14, 26). */
export const profileCounts = {
  completeAnalyses: (sub: string) =>
    countInPartition(sub, keys.analysisPrefix, {
      expression: '#status = :complete',
      names: { '#status': 'status' },
      values: { ':complete': 'complete' },
    }),
  reviews: (sub: string) => countInPartition(sub, keys.reviewPrefix),
  savedProducts: (sub: string) => countInPartition(sub, keys.savedProductPrefix),
  orders: (sub: string) => countInPartition(sub, keys.orderPrefix),
};
