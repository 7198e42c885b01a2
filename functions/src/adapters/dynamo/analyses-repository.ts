import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { AnalysisRecord } from '../../domain/analysis/analysis-record';
import type { PhotoRemoval } from '../../domain/analysis/photo-retention';
import { documentClient } from './client';
import { type CounterChange, counterItems } from './counters';
import { queryAll, sortKeyBeginsWith, unlessConditionFails, withoutKeys } from './items';
import { keys } from './keys';
import { conditionFailed, transactWrite } from './transact';

const strip = withoutKeys<AnalysisRecord>;

/** What `latestCompleteNumbers` reads of an analysis. */
export type LatestNumbers = Pick<AnalysisRecord, 'id' | 'createdAt' | 'status'> & {
  result?: Pick<NonNullable<AnalysisRecord['result']>, 'skinType' | 'scores' | 'metrics' | 'concerns'>;
};

interface Projection {
  expression: string;
  names: Record<string, string>;
}

const NUMBERS_PROJECTION: Projection = {
  expression: '#id, createdAt, #status, #result.skinType, #result.scores, #result.#metrics, #result.concerns',
  names: { '#id': 'id', '#status': 'status', '#result': 'result', '#metrics': 'metrics' },
};

/**
 * Pattern 6 a page at a time, newest first; `pageSize(n)` is the Limit of the n-th page (from 0), so each
 * caller reads only as many items as it may need. With a projection, pages hold only what it names (`T`).
 */
async function* newestFirst<T = AnalysisRecord>(
  userId: string,
  pageSize: (page: number) => number,
  projection?: Projection,
) {
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
        ...(projection
          ? { ProjectionExpression: projection.expression, ExpressionAttributeNames: projection.names }
          : {}),
      }),
    );
    yield (output.Items ?? []).map((item) => withoutKeys<T>(item));
    startKey = output.LastEvaluatedKey;
  } while (startKey);
}

/** Usually the newest item is the complete one: the first page reads one item and later pages grow (1, 4, 16, 32). */
const growingPages = (n: number) => Math.min(4 ** n, 32);

/** The first complete analysis of pages read newest first; failed and processing ones are skipped. */
async function firstComplete<T extends Pick<AnalysisRecord, 'status'>>(pages: AsyncIterable<T[]>) {
  for await (const page of pages) {
    const found = page.find((record) => record.status === 'complete');
    if (found) return found;
  }
  return undefined;
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

  /** The newest complete analysis (firstComplete). */
  latestComplete(userId: string): Promise<AnalysisRecord | undefined> {
    return firstComplete(newestFirst(userId, growingPages));
  },

  /**
   * The skin numbers of the newest complete analysis, read without the rest of its result (zones, outlines,
   * quality checks): what the product rules need on every product request, at a fraction of the item's weight.
   */
  latestCompleteNumbers(userId: string): Promise<LatestNumbers | undefined> {
    return firstComplete(newestFirst<LatestNumbers>(userId, growingPages, NUMBERS_PROJECTION));
  },

  /** Records the outcome once: a retried analyzer invocation cannot overwrite a finished analysis. */
  async finish(
    userId: string,
    id: string,
    outcome: Pick<
      AnalysisRecord,
      'status' | 'completedAt' | 'result' | 'failureReason' | 'failureCode' | 'imageKey' | 'photoDeleteAfter'
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
            'SET #status = :status, completedAt = :completedAt, #result = :result, failureReason = :reason, failureCode = :code, imageKey = :imageKey, photoDeleteAfter = :deleteAfter',
          ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
          ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
          ExpressionAttributeValues: {
            ':status': outcome.status,
            ':completedAt': outcome.completedAt,
            ':result': outcome.result,
            ':reason': outcome.failureReason,
            ':code': outcome.failureCode,
            ':imageKey': outcome.imageKey,
            ':deleteAfter': outcome.photoDeleteAfter ?? null,
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

  /**
   * The analyses whose photo is still kept, as `{id, imageKey}` (revoking consent deletes those photos). Reads
   * only the two attributes: analyses with zones are heavy.
   */
  async withPhotos(userId: string): Promise<Array<{ id: string; imageKey: string }>> {
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.user(userId).PK, keys.analysisPrefix),
      ProjectionExpression: 'id, imageKey',
    });
    return items.flatMap((item) =>
      typeof item.imageKey === 'string' ? [{ id: String(item.id), imageKey: item.imageKey }] : [],
    );
  },

  /**
   * Forgets the photo of an analysis and says why, keeping its numbers; only while the analysis still points at
   * that photo (a retried job, a deleted analysis change nothing). True when it was this call that did it.
   */
  async dropPhoto(
    userId: string,
    id: string,
    imageKey: string,
    reason: PhotoRemoval,
    at: string,
  ): Promise<boolean> {
    const done = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.analysis(userId, id),
          UpdateExpression:
            'SET imageKey = :none, photoDeleteAfter = :none, photoRemoved = :reason, photoRemovedAt = :at',
          ConditionExpression: 'attribute_exists(PK) AND imageKey = :key',
          ExpressionAttributeValues: { ':none': null, ':reason': reason, ':at': at, ':key': imageKey },
        }),
      ),
    );
    return done !== undefined;
  },

  /**
   * Deletes one analysis; a complete one leaves the analyses counter in the same transaction, so the dashboard
   * counts the analyses that exist. Conditional on the status read, so an analysis finishing meanwhile is
   * counted out exactly when it was counted in.
   */
  async remove(userId: string, id: string): Promise<AnalysisRecord | undefined> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: config.tableName, Key: keys.analysis(userId, id), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const result = await transactWrite([
        {
          label: 'analysis',
          Delete: {
            TableName: config.tableName,
            Key: keys.analysis(userId, id),
            ConditionExpression: '#status = :seen',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':seen': Item.status },
          },
        },
        ...(Item.status === 'complete' ? counterItems({ totals: { totalAnalyses: -1 } }, new Date()) : []),
      ]);
      if (result.ok) return strip(Item);
    }
    throw new Error('deleting the analysis stayed contended');
  },
};
