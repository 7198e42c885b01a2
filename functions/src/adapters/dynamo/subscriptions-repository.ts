import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { SubscriptionRecord } from '../../domain/plans/subscription-record';
import { documentClient } from './client';
import { counterItems } from './counters';
import { queryAll, sortKeyBeginsWith, unlessConditionFails, withoutKeys } from './items';
import { keys } from './keys';
import { planFrom, planItem } from './plan-item';
import { transactWrite } from './transact';

/**
 * The dashboard's active subscriptions: those the provider calls active. The provider itself ends them (a
 * webhook) when a period runs out unpaid or cancelled, so the count follows its state, not a clock.
 */
const countsAsActive = (record: SubscriptionRecord) => record.status === 'active';

/** A checkout the user started (pattern 23): what verify-session reads, owner-scoped by its key. */
export interface CheckoutRecord {
  sessionId: string;
  userId: string;
  kind: 'subscription' | 'order';
  planId: string | null;
  orderId: string | null;
  createdAt: string;
}

const WEBHOOK_EVENT_DAYS = 30;

/** The plan as bought, with its price in centavos like every plan item. */
const subscriptionFrom = (item: Record<string, unknown>): SubscriptionRecord => {
  const record = withoutKeys<SubscriptionRecord>(item);
  return { ...record, plan: planFrom(record.plan as unknown as Record<string, unknown>) };
};

/** Subscriptions, the Stripe customer of each user, checkouts and handled webhook events (patterns 20–24). */
export const subscriptionsRepository = {
  async list(userId: string): Promise<SubscriptionRecord[]> {
    // Strongly consistent: the one-subscription rule must see a subscription written a moment ago.
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.user(userId).PK, keys.subscriptionPrefix),
      ConsistentRead: true,
    });
    return items.map(subscriptionFrom);
  },

  async get(userId: string, subscriptionId: string): Promise<SubscriptionRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.subscription(userId, subscriptionId),
        ConsistentRead: true,
      }),
    );
    return Item ? subscriptionFrom(Item) : undefined;
  },

  /**
   * Writes the provider's state unless a newer read is already stored: two deliveries racing (or arriving out
   * of order) end in the state of the latest read. Returns whether this write was kept. The count of active
   * subscriptions moves in the same transaction when this write starts or ends one.
   */
  async save(record: SubscriptionRecord): Promise<boolean> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await subscriptionsRepository.get(record.userId, record.id);
      if (current && current.syncedAt > record.syncedAt) return false;
      const delta = Number(countsAsActive(record)) - Number(current ? countsAsActive(current) : false);
      const outcome = await transactWrite([
        {
          label: 'subscription',
          Put: {
            TableName: config.tableName,
            Item: {
              ...keys.subscription(record.userId, record.id),
              type: 'SUBSCRIPTION',
              ...record,
              plan: planItem(record.plan),
            },
            ...(current
              ? {
                  ConditionExpression: 'syncedAt = :seen',
                  ExpressionAttributeValues: { ':seen': current.syncedAt },
                }
              : { ConditionExpression: 'attribute_not_exists(PK)' }),
          },
        },
        ...counterItems(
          { totals: { activeSubscriptions: delta }, daily: { subscriptionsNet: delta } },
          new Date(record.syncedAt),
        ),
      ]);
      if (outcome.ok) return true;
      // Another delivery wrote in between: read again and compare.
    }
    return false;
  },

  async customerOf(userId: string): Promise<string | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.stripeCustomer(userId), ConsistentRead: true }),
    );
    return Item?.customerId as string | undefined;
  },

  /** Both directions of the user ↔ customer mapping; the first writer wins and its customer id is returned. */
  async rememberCustomer(userId: string, customerId: string): Promise<string> {
    const put = (key: Record<string, string>, item: Record<string, string>) =>
      unlessConditionFails(() =>
        documentClient.send(
          new PutCommand({
            TableName: config.tableName,
            Item: { ...key, ...item },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      );
    await put(keys.customerOwner(customerId), { type: 'CUSTOMER_OWNER', userId });
    const stored = await put(keys.stripeCustomer(userId), { type: 'STRIPE_CUSTOMER', customerId });
    return stored ? customerId : ((await this.customerOf(userId)) ?? customerId);
  },

  /** The customer → user pointer lives outside the user's partition: erasure removes it here. */
  async forgetCustomer(customerId: string): Promise<void> {
    await documentClient.send(
      new DeleteCommand({ TableName: config.tableName, Key: keys.customerOwner(customerId) }),
    );
  },

  async ownerOfCustomer(customerId: string): Promise<string | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.customerOwner(customerId) }),
    );
    return Item?.userId as string | undefined;
  },

  async saveCheckout(record: CheckoutRecord): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.checkout(record.userId, record.sessionId), type: 'CHECKOUT', ...record },
      }),
    );
  },

  /**
   * Makes `sessionId` the user's one open subscription checkout and answers the one it replaces (the caller
   * expires it), so two plan pages opened one after the other cannot both be paid.
   */
  async replaceOpenSubscriptionCheckout(userId: string, sessionId: string): Promise<string | null> {
    const { Attributes } = await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.openSubscriptionCheckout(userId), type: 'SUBSCRIPTION_CHECKOUT', sessionId },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const previous = Attributes?.sessionId as string | undefined;
    return previous && previous !== sessionId ? previous : null;
  },

  /** Removes the user's open plan checkout marker (account erasure) and answers the checkout it named. */
  async takeOpenSubscriptionCheckout(userId: string): Promise<string | null> {
    const { Attributes } = await documentClient.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: keys.openSubscriptionCheckout(userId),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return (Attributes?.sessionId as string | undefined) ?? null;
  },

  async checkout(userId: string, sessionId: string): Promise<CheckoutRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.checkout(userId, sessionId) }),
    );
    return Item ? withoutKeys<CheckoutRecord>(Item) : undefined;
  },

  async wasHandled(eventId: string): Promise<boolean> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.webhookEvent(eventId), ConsistentRead: true }),
    );
    // TTL deletion is lazy (and DynamoDB Local has none): an expired marker counts as gone.
    return Item !== undefined && Number(Item.expiresAt) * 1000 > Date.now();
  },

  /**
   * Marks an event handled, after its effects are written (a crash in between means Stripe retries and the
   * idempotent fulfilment runs again). False when another delivery marked it first. The marker outlives
   * Stripe's retry window (3 days) by far, then TTL removes it.
   */
  async markHandled(eventId: string, type: string, now: Date): Promise<boolean> {
    const expiresAt = Math.floor(now.getTime() / 1000) + WEBHOOK_EVENT_DAYS * 24 * 3600;
    const written = await unlessConditionFails(() =>
      documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: {
            ...keys.webhookEvent(eventId),
            type: 'STRIPE_EVENT',
            eventType: type,
            handledAt: now.toISOString(),
            expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    );
    return written !== undefined;
  },
};
