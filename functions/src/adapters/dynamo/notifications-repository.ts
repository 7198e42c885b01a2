import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppNotification, NotificationKind } from '@pele/shared/schemas/notifications';
import { ulid } from 'ulid';
import { config } from '../../config';
import { documentClient } from './client';
import { queryAll, unlessConditionFails } from './items';
import { keys } from './keys';

/** How long a notification stays in the centre (DynamoDB's TTL removes it afterwards). */
export const NOTIFICATION_DAYS = 90;
const DAY_SECONDS = 86_400;

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
}

const toNotification = (item: Record<string, unknown>): AppNotification => ({
  id: item.id as string,
  kind: item.kind as NotificationKind,
  title: item.title as string,
  body: item.body as string,
  link: (item.link as string | null | undefined) ?? null,
  createdAt: item.createdAt as string,
  readAt: (item.readAt as string | undefined) ?? null,
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** DynamoDB Local never sweeps TTL, and AWS sweeps late: an expired item is treated as gone. */
const live = (item: Record<string, unknown>) =>
  typeof item.expiresAt !== 'number' || item.expiresAt > nowSeconds();

/** The in-app notifications of a person (patterns 51): written once, read newest first, marked read. */
export const notificationsRepository = {
  async add(sub: string, input: NewNotification, now: Date = new Date()): Promise<AppNotification> {
    const notification: AppNotification = {
      id: ulid(now.getTime()),
      kind: input.kind,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      createdAt: now.toISOString(),
      readAt: null,
    };
    const { readAt: _unread, ...stored } = notification;
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...keys.notification(sub, notification.id),
          type: 'NOTIFICATION',
          ...stored,
          expiresAt: Math.floor(now.getTime() / 1000) + NOTIFICATION_DAYS * DAY_SECONDS,
        },
      }),
    );
    return notification;
  },

  async get(sub: string, id: string): Promise<AppNotification | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.notification(sub, id), ConsistentRead: true }),
    );
    return Item && live(Item) ? toNotification(Item) : undefined;
  },

  /** One page, newest first, after `cursor` (the last id of the previous page). */
  async page(
    sub: string,
    limit: number,
    cursor?: string,
  ): Promise<{ notifications: AppNotification[]; nextCursor: string | null }> {
    const notifications: AppNotification[] = [];
    let upper = cursor ? keys.notification(sub, cursor).SK : `${keys.notificationPrefix}\uffff`;
    // A page may hold expired items DynamoDB has not swept: read on until the page is full or the end.
    for (;;) {
      const { Items = [], LastEvaluatedKey } = await documentClient.send(
        new QueryCommand({
          TableName: config.tableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lower AND :upper',
          ExpressionAttributeValues: {
            ':pk': keys.user(sub).PK,
            ':lower': keys.notificationPrefix,
            ':upper': upper,
          },
          ScanIndexForward: false,
          Limit: limit + 2,
          ConsistentRead: true,
        }),
      );
      const fresh = Items.filter((item) => item.SK !== upper);
      for (const item of fresh) if (live(item)) notifications.push(toNotification(item));
      if (notifications.length > limit) {
        const page = notifications.slice(0, limit);
        return { notifications: page, nextCursor: page.at(-1)?.id ?? null };
      }
      const last = Items.at(-1);
      if (!LastEvaluatedKey || !last) return { notifications, nextCursor: null };
      upper = last.SK as string;
    }
  },

  /** The ids of the unread notifications (the badge, mark all read). */
  async unreadIds(sub: string): Promise<string[]> {
    const items = await queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      FilterExpression:
        'attribute_not_exists(readAt) AND (attribute_not_exists(expiresAt) OR expiresAt > :now)',
      ExpressionAttributeValues: {
        ':pk': keys.user(sub).PK,
        ':prefix': keys.notificationPrefix,
        ':now': nowSeconds(),
      },
      ProjectionExpression: 'id',
      ConsistentRead: true,
    });
    return items.map((item) => item.id as string);
  },

  /** Marks it read (once: a second call keeps the first time); undefined when the caller has no such notification. */
  async markRead(sub: string, id: string, now: Date = new Date()): Promise<AppNotification | undefined> {
    const updated = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.notification(sub, id),
          UpdateExpression: 'SET readAt = if_not_exists(readAt, :now)',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':now': now.toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return updated?.Attributes && live(updated.Attributes) ? toNotification(updated.Attributes) : undefined;
  },
};
