import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from './client';
import { queryPages, sortKeyBeginsWith } from './items';
import { keys } from './keys';

/** Who owns which object of the uploads bucket (pattern 39): object keys carry no user id. */
export const objectsRepository = {
  /** Records `sub` as the owner of `objectKey`; `expiresAt` (epoch seconds) for raw uploads the bucket expires. */
  async record(sub: string, objectKey: string, purpose: string, expiresAt?: number): Promise<void> {
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

  /** Every object key `sub` owns, page by page (expired raw uploads too: the object may outlive its TTL). */
  async *keysOf(sub: string): AsyncGenerator<string[]> {
    const pages = queryPages({
      ...sortKeyBeginsWith(keys.user(sub).PK, keys.storedObjectPrefix),
      ProjectionExpression: 'objectKey',
    });
    for await (const page of pages)
      yield (page.Items ?? []).flatMap((item) =>
        typeof item.objectKey === 'string' ? [item.objectKey] : [],
      );
  },
};
