/**
 * The single table's physical shape, read by the CDK DataStack and by the local run that creates the same
 * table in DynamoDB Local. Key formats live in keys.ts; this file knows only attribute and index names.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expiresAt',
  indexes: {
    GSI1: { partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    GSI2: { partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  },
} as const;
export type IndexName = keyof typeof tableDefinition.indexes;
