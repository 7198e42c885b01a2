import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from './client';
import { batchDeleteAll, queryPages, sortKeyBeginsWith } from './items';
import { keys } from './keys';

/** A kept face photo the retention rule deletes at `deleteAfter`; `ref` is the analysis that shows it. */
export interface Retention {
  deleteAfter: string;
  ref: string;
}

/** A photo whose retention deadline has passed, as the retention index (pattern 41) lists it. */
export interface DuePhoto {
  sub: string;
  objectKey: string;
  ref: string;
  deleteAfter: string;
}

/** Who owns which object of the uploads bucket (pattern 39): object keys carry no user id. */
export const objectsRepository = {
  /**
   * Records `sub` as the owner of `objectKey`; `expiresAt` (epoch seconds) for raw uploads the bucket expires;
   * `retention` for a kept face photo, which enters the retention index (pattern 41) with this same item.
   */
  async record(
    sub: string,
    objectKey: string,
    purpose: string,
    expiresAt?: number,
    retention?: Retention,
  ): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...keys.storedObject(sub, objectKey),
          type: 'STORED_OBJECT',
          objectKey,
          purpose,
          createdAt: new Date().toISOString(),
          ...(expiresAt === undefined ? {} : { expiresAt }),
          ...(retention
            ? { ...keys.photoRetentionIndex(retention.deleteAfter, objectKey), ...retention }
            : {}),
        },
      }),
    );
  },

  /** Whether `sub` owns `objectKey` with this purpose (strongly consistent: the upload was just signed). */
  async owns(sub: string, objectKey: string, purpose: string): Promise<boolean> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.storedObject(sub, objectKey),
        ConsistentRead: true,
      }),
    );
    return Item?.purpose === purpose;
  },

  async forget(sub: string, objectKey: string): Promise<void> {
    await documentClient.send(
      new DeleteCommand({ TableName: config.tableName, Key: keys.storedObject(sub, objectKey) }),
    );
  },

  async forgetAll(sub: string, objectKeys: readonly string[]): Promise<void> {
    await batchDeleteAll(objectKeys.map((objectKey) => keys.storedObject(sub, objectKey)));
  },

  /**
   * Every object key `sub` owns (only those of `purpose` if given), page by page; expired raw uploads too:
   * the object may outlive its TTL.
   */
  async *keysOf(sub: string, purpose?: string): AsyncGenerator<string[]> {
    for await (const page of objectsRepository.pagesOf(sub, purpose))
      yield page.map((object) => object.objectKey);
  },

  /** Like `keysOf`, with each object's purpose and when it was stored (the data export lists them). */
  async *pagesOf(
    sub: string,
    purpose?: string,
  ): AsyncGenerator<Array<{ objectKey: string; purpose: string; createdAt: string }>> {
    const query = sortKeyBeginsWith(
      keys.user(sub).PK,
      keys.storedObjectPrefix,
      purpose === undefined ? {} : { ':purpose': purpose },
    );
    const pages = queryPages({
      ...query,
      ProjectionExpression: 'objectKey, purpose, createdAt',
      ...(purpose === undefined ? {} : { FilterExpression: 'purpose = :purpose' }),
    });
    for await (const page of pages)
      yield (page.Items ?? []).flatMap((item) =>
        typeof item.objectKey === 'string'
          ? [
              {
                objectKey: item.objectKey,
                purpose: String(item.purpose),
                createdAt: String(item.createdAt ?? ''),
              },
            ]
          : [],
      );
  },

  /** Face photos whose deadline is before `now`, oldest first, a page at a time (pattern 41). */
  async *dueForDeletion(now: Date): AsyncGenerator<DuePhoto[]> {
    const pages = queryPages({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :now',
      ExpressionAttributeValues: { ':pk': keys.photoRetentionIndexPartition, ':now': now.toISOString() },
    });
    for await (const page of pages)
      yield (page.Items ?? []).flatMap((item) => {
        const sub = keys.userOfPartition(String(item.PK));
        return sub && typeof item.objectKey === 'string'
          ? [
              {
                sub,
                objectKey: item.objectKey,
                ref: String(item.ref),
                deleteAfter: String(item.deleteAfter),
              },
            ]
          : [];
      });
  },
};
