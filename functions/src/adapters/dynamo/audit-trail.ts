import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@pele/shared/schemas/admin';
import { config } from '../../config';
import { documentClient } from './client';
import { withoutKeys } from './items';
import { keys } from './keys';
import type { LabelledItem } from './transact';

/**
 * The staff's audit trail (pattern 35). An entry is a transaction item of the write it records, so a change
 * and its entry commit together: no change without its entry, no entry of a change that did not happen.
 * Entry ids are ULIDs: the sort key orders the trail by time.
 */
export const auditTrail = {
  item: (entry: AuditEntry): LabelledItem => ({
    label: 'audit',
    Put: {
      TableName: config.tableName,
      Item: { ...keys.auditEntry(entry.id), type: 'AUDIT', ...entry },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  }),

  async latest(limit: number): Promise<AuditEntry[]> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.auditPartition, ':prefix': keys.auditPrefix },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map((item) => withoutKeys<AuditEntry>(item));
  },
};
