import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { AnalysisRecord } from '../../domain/analysis/analysis-record';
import { documentClient } from './client';
import { addToCounter } from './counters';
import { keys } from './keys';

const strip = (item: Record<string, unknown>): AnalysisRecord => {
  const { PK: _pk, SK: _sk, type: _type, ...rest } = item;
  return rest as unknown as AnalysisRecord;
};

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
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: config.tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': keys.analysisPrefix },
          ScanIndexForward: false,
          Limit: Math.min(limit - records.length, 200),
          ExclusiveStartKey: startKey,
        }),
      );
      records.push(...(page.Items ?? []).map(strip));
      startKey = page.LastEvaluatedKey;
    } while (startKey && records.length < limit);
    return records;
  },

  /**
   * The newest complete analysis; failed and processing ones are skipped. Usually the newest item is the one,
   * so the first page reads a single item and later pages grow: a read costs what the items weigh.
   */
  async latestComplete(userId: string): Promise<AnalysisRecord | undefined> {
    let startKey: Record<string, unknown> | undefined;
    let pageSize = 1;
    do {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: config.tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': keys.analysisPrefix },
          ScanIndexForward: false,
          Limit: pageSize,
          ExclusiveStartKey: startKey,
        }),
      );
      pageSize = Math.min(pageSize * 4, 32);
      const found = (page.Items ?? []).map(strip).find((record) => record.status === 'complete');
      if (found) return found;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
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
    try {
      await documentClient.send(
        new UpdateCommand({
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
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
    if (outcome.status === 'complete') await addToCounter('totalAnalyses', 1);
    return true;
  },

  async setImprovements(
    userId: string,
    id: string,
    improvements: string[],
  ): Promise<AnalysisRecord | undefined> {
    try {
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
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
      throw error;
    }
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
