import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { AnalysisRecord } from '../../domain/analysis/analysis-record';
import { documentClient } from './client';
import { type CounterChange, counterItems } from './counters';
import { sortKeyBeginsWith, unlessConditionFails, withoutKeys } from './items';
import { keys } from './keys';
import { conditionFailed, transactWrite } from './transact';

const strip = withoutKeys<AnalysisRecord>;
/**
 * Pattern 6 a page at a time, newest first; `pageSize(n)` is the Limit of the n-th page (from 0), so each
 * caller reads only as many items as it may need.
 */
async function* newestFirst(userId: string, pageSize: (page: number) => number) {
  let startKey: Record<string, unknown> | undefined;
  let page = 0;
  do {
    const output = await documentClient.send(
      new QueryCommand({
        TableName: config.tableName,
        ...sortKeyBeginsWith(keys.user(userId).PK, keys.analysisPrefix),
        ScanIndexForward: false,
        Limit: pageSize(page++),
        ExclusiveStartKey: startKey,
      }),
    );
    yield (output.Items ?? []).map(strip);
    startKey = output.LastEvaluatedKey;
  } while (startKey);
}

export const analysesRepository = {
  async create(record: AnalysisRecord): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.analysis(record.userId, record.id), type: 'ANALYSIS', ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  },

  async get(userId: string, id: string): Promise<AnalysisRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.analysis(userId, id) }),
    );
    return Item ? strip(Item) : undefined;
  },

  /** Newest first (pattern 6). */
  async list(userId: string, limit: number): Promise<AnalysisRecord[]> {
    const records: AnalysisRecord[] = [];
    for await (const page of newestFirst(userId, () => Math.min(limit - records.length, 200))) {
      records.push(...page);
      if (records.length >= limit) break;
    }
    return records;
  },

  /**
   * The newest complete analysis; failed and processing ones are skipped. Usually the newest item is the one,
   * so the first page reads a single item and later pages grow: a read costs what the items weigh.
   */
  async latestComplete(userId: string): Promise<AnalysisRecord | undefined> {
    for await (const page of newestFirst(userId, (n) => Math.min(4 ** n, 32))) {
      const found = page.find((record) => record.status === 'complete');
      if (found) return found;
    }
    return undefined;
  },

  /** Records the outcome once: a retried analyzer invocation cannot overwrite a finished analysis. */
  async finish(
    userId: string,
    id: string,
    outcome: Pick<
      AnalysisRecord,
      'status' | 'completedAt' | 'result' | 'failureReason' | 'failureCode' | 'imageKey'
    >,
  ): Promise<boolean> {
    const counted: CounterChange = { totals: { totalAnalyses: 1 }, daily: { analyses: 1 } };
    const result = await transactWrite([
      {
        label: 'analysis',
        Update: {
          TableName: config.tableName,
          Key: keys.analysis(userId, id),
          UpdateExpression:
            'SET #status = :status, completedAt = :completedAt, #result = :result, failureReason = :reason, failureCode = :code, imageKey = :imageKey',
          ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
          ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
          ExpressionAttributeValues: {
            ':status': outcome.status,
            ':completedAt': outcome.completedAt,
            ':result': outcome.result,
            ':reason': outcome.failureReason,
            ':code': outcome.failureCode,
            ':imageKey': outcome.imageKey,
            ':processing': 'processing',
          },
        },
      },
      // A complete analysis and the counters that count it commit together.
      ...(outcome.status === 'complete'
        ? counterItems(counted, new Date(outcome.completedAt ?? Date.now()))
        : []),
    ]);
    if (result.ok) return true;
    if (conditionFailed(result, 'analysis')) return false;
    throw new Error('recording the analysis outcome stayed contended');
  },

  async setImprovements(
    userId: string,
    id: string,
    improvements: string[],
  ): Promise<AnalysisRecord | undefined> {
    return unlessConditionFails(async () => {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.analysis(userId, id),
          UpdateExpression: 'SET improvements = :improvements',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':improvements': improvements },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? strip(Attributes) : undefined;
    });
  },

  async remove(userId: string, id: string): Promise<AnalysisRecord | undefined> {
    const { Attributes } = await documentClient.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: keys.analysis(userId, id),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? strip(Attributes) : undefined;
  },
};
