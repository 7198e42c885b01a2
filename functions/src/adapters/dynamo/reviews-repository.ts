import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { ReviewChanges, ReviewRecord } from '../../domain/reviews/review-record';
import { documentClient } from './client';
import { addToCounter } from './counters';
import { queryAll, sortKeyBeginsWith, withoutKeys } from './items';
import { keys } from './keys';
import { productsRepository } from './products-repository';
import { conditionFailedAt, type TransactItems, transactWrite } from './transact';

const strip = withoutKeys<ReviewRecord>;

export type CreateOutcome = 'created' | 'duplicate' | 'no-product' | 'busy';
export type ChangeOutcome<T> = { kind: 'done'; record: T } | { kind: 'not-found' } | { kind: 'busy' };

/** Optimistic lock for edits and deletes: the review is still as we read it. */
const unchangedSince = (record: ReviewRecord) => ({
  ConditionExpression: 'attribute_exists(PK) AND revision = :seen',
  ExpressionAttributeValues: { ':seen': record.revision },
});

const ratingUpdate = (productId: string, ratingDelta: number, countDelta: number) => ({
  Update: {
    TableName: config.tableName,
    Key: keys.product(productId),
    UpdateExpression: 'ADD ratingTotal :rating, numReviews :count',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':rating': ratingDelta, ':count': countDelta },
  },
});

/** The product's ratings changed: lists (served from each container's index) reload on their next check. */
const afterRatingChange = async (counterDelta: number) => {
  if (counterDelta !== 0) await addToCounter('totalReviews', counterDelta);
  await productsRepository.bumpVersion();
};

async function getOwn(sub: string, reviewId: string): Promise<ReviewRecord | undefined> {
  const pointer = await documentClient.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.userReview(sub, reviewId),
      ConsistentRead: true,
    }),
  );
  const productId = pointer.Item?.productId as string | undefined;
  if (!productId) return undefined;
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.review(productId, reviewId),
      ConsistentRead: true,
    }),
  );
  return Item && Item.userId === sub ? strip(Item) : undefined;
}

/**
 * Reviews under their product (patterns 12–14). Every write that changes a rating changes the product's
 * `ratingTotal`/`numReviews` in the same transaction with atomic ADD, so the average stays exact however
 * many reviews are written at once; transactions that collide on the product are retried (transact.ts).
 */
export const reviewsRepository = {
  getOwn,

  /** One review per user and product: the REVIEWER# marker's condition refuses a second one. */
  async create(record: ReviewRecord): Promise<CreateOutcome> {
    const items: TransactItems = [
      {
        Put: {
          TableName: config.tableName,
          Item: { ...keys.review(record.productId, record.id), type: 'REVIEW', ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: config.tableName,
          Item: { ...keys.reviewer(record.productId, record.userId), type: 'REVIEWER', reviewId: record.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: config.tableName,
          Item: {
            ...keys.userReview(record.userId, record.id),
            type: 'USER_REVIEW',
            reviewId: record.id,
            productId: record.productId,
          },
        },
      },
      ratingUpdate(record.productId, record.rating, 1),
    ];
    const outcome = await transactWrite(items);
    if (outcome.ok) {
      await afterRatingChange(1);
      return 'created';
    }
    if ('busy' in outcome) return 'busy';
    if (conditionFailedAt(outcome, 1)) return 'duplicate';
    if (conditionFailedAt(outcome, 3)) return 'no-product';
    throw new Error(`review transaction refused: ${outcome.reasons.join(',')}`);
  },

  /** Applies changes to the caller's own review; re-reads and retries if it changed meanwhile. */
  async update(
    sub: string,
    reviewId: string,
    changes: ReviewChanges,
    now: string,
  ): Promise<ChangeOutcome<ReviewRecord>> {
    let productGone = false;
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await getOwn(sub, reviewId);
      if (!current) return { kind: 'not-found' };
      const next: ReviewRecord = { ...current, ...changes, updatedAt: now, revision: current.revision + 1 };
      const delta = next.rating - current.rating;
      const items: TransactItems = [
        {
          Put: {
            TableName: config.tableName,
            Item: { ...keys.review(current.productId, current.id), type: 'REVIEW', ...next },
            ...unchangedSince(current),
          },
        },
      ];
      if (delta !== 0 && !productGone) items.push(ratingUpdate(current.productId, delta, 0));
      const outcome = await transactWrite(items);
      if (outcome.ok) {
        if (delta !== 0) await afterRatingChange(0);
        return { kind: 'done', record: next };
      }
      if ('busy' in outcome) return { kind: 'busy' };
      if (conditionFailedAt(outcome, 1)) productGone = true;
    }
    return { kind: 'busy' };
  },

  /** Deletes the caller's own review, its marker and pointer, and takes its rating off the product. */
  async remove(sub: string, reviewId: string): Promise<ChangeOutcome<ReviewRecord>> {
    let productGone = false;
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await getOwn(sub, reviewId);
      if (!current) return { kind: 'not-found' };
      const items: TransactItems = [
        {
          Delete: {
            TableName: config.tableName,
            Key: keys.review(current.productId, current.id),
            ...unchangedSince(current),
          },
        },
        { Delete: { TableName: config.tableName, Key: keys.reviewer(current.productId, sub) } },
        { Delete: { TableName: config.tableName, Key: keys.userReview(sub, current.id) } },
      ];
      if (!productGone) items.push(ratingUpdate(current.productId, -current.rating, -1));
      const outcome = await transactWrite(items);
      if (outcome.ok) {
        await afterRatingChange(-1);
        return { kind: 'done', record: current };
      }
      if ('busy' in outcome) return { kind: 'busy' };
      if (conditionFailedAt(outcome, 3)) productGone = true;
    }
    return { kind: 'busy' };
  },

  /** Pattern 12: approved reviews of a product, newest first, `limit` at a time after `cursor`. */
  async listByProduct(
    productId: string,
    limit: number,
    cursor: string | undefined,
  ): Promise<{ reviews: ReviewRecord[]; nextCursor: string | null }> {
    const reviews: ReviewRecord[] = [];
    let startKey: Record<string, unknown> | undefined = cursor ? keys.review(productId, cursor) : undefined;
    let more = true;
    while (more && reviews.length < limit) {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: config.tableName,
          ...sortKeyBeginsWith(keys.productPartition(productId).PK, keys.reviewPrefix, { ':yes': true }),
          FilterExpression: 'approved = :yes',
          ScanIndexForward: false,
          Limit: limit - reviews.length + 1,
          ExclusiveStartKey: startKey,
        }),
      );
      reviews.push(...(page.Items ?? []).map(strip));
      startKey = page.LastEvaluatedKey;
      more = startKey !== undefined;
    }
    const shown = reviews.slice(0, limit);
    const hasMore = reviews.length > limit || more;
    return {
      reviews: shown,
      nextCursor: hasMore && shown.length > 0 ? (shown.at(-1) as ReviewRecord).id : null,
    };
  },

  /** Pattern 13: the caller's review of a product, if any. */
  async reviewIdOf(productId: string, sub: string): Promise<string | null> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.reviewer(productId, sub) }),
    );
    return (Item?.reviewId as string | undefined) ?? null;
  },

  /** Pattern 14: the pointers in the author's partition, newest first. */
  async pointersOf(sub: string): Promise<Array<{ reviewId: string; productId: string }>> {
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.user(sub).PK, keys.reviewPrefix),
      ProjectionExpression: 'reviewId, productId',
      ScanIndexForward: false,
    });
    return items.map((item) => ({ reviewId: item.reviewId as string, productId: item.productId as string }));
  },

  /** The author's reviews, newest first (one BatchGet per 100). */
  async listByUser(sub: string): Promise<ReviewRecord[]> {
    const pointers = await reviewsRepository.pointersOf(sub);
    const found = new Map<string, ReviewRecord>();
    for (let i = 0; i < pointers.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
        [config.tableName]: {
          Keys: pointers.slice(i, i + 100).map((p) => keys.review(p.productId, p.reviewId)),
        },
      };
      for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        if (attempt > 6) throw new Error('could not read all reviews');
        const result = await documentClient.send(new BatchGetCommand({ RequestItems: request }));
        for (const item of result.Responses?.[config.tableName] ?? [])
          found.set(item.id as string, strip(item));
        request = result.UnprocessedKeys as typeof request;
      }
    }
    return pointers.flatMap((p) => found.get(p.reviewId) ?? []);
  },

  /** Account erasure: removes every review of the user, correcting each product's average and count. */
  async removeAllOf(sub: string): Promise<number> {
    let removed = 0;
    for (const pointer of await reviewsRepository.pointersOf(sub)) {
      const outcome = await reviewsRepository.remove(sub, pointer.reviewId);
      if (outcome.kind === 'busy') throw new Error('could not remove a review: product busy');
      if (outcome.kind === 'done') removed++;
    }
    return removed;
  },
};
