import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@pele/shared/schemas/admin';
import { reviewMessages } from '@pele/shared/schemas/review-words';
import type { ModerationState } from '@pele/shared/schemas/reviews';
import { config } from '../../config';
import { busy, conflict, isAppError, notFound } from '../../domain/errors';
import { isPublished, type ReviewChanges, type ReviewRecord } from '../../domain/reviews/review-record';
import { auditTrail } from './audit-trail';
import { catalogVersion } from './catalog-version';
import { documentClient } from './client';
import { counterItems } from './counters';
import { batchGetAll, queryAll, sortKeyBeginsWith, staffListing, withoutKeys } from './items';
import { keys } from './keys';
import { conditionFailed, type LabelledItem, transactWrite } from './transact';

/** Reviews written before moderation existed read as published and not yet looked at. */
const strip = (item: Record<string, unknown>): ReviewRecord => {
  const record = withoutKeys<ReviewRecord>(item);
  return { ...record, moderation: record.moderation ?? (record.approved === false ? 'rejected' : 'pending') };
};

const staffReviews = staffListing<ModerationState, ReviewRecord>(
  { all: keys.reviewsIndexPartition, ofState: keys.reviewStateIndexPartition },
  strip,
);

/** The review item as stored: the record, its keys and its admin index entries (patterns 12, 33, 34). */
const reviewItem = (record: ReviewRecord) => ({
  ...keys.review(record.productId, record.id),
  ...keys.reviewsIndex(record.id),
  ...keys.reviewStateIndex(record.moderation, record.id),
  type: 'REVIEW',
  ...record,
});

/** The product stayed contended through every retry: the caller may try again shortly. */
const reviewsBusy = () => busy(reviewMessages.busy);

/** Optimistic lock for edits and deletes: the review is still as we read it. */
const unchangedSince = (record: ReviewRecord) => ({
  ConditionExpression: 'attribute_exists(PK) AND revision = :seen',
  ExpressionAttributeValues: { ':seen': record.revision },
});

const ratingUpdate = (productId: string, ratingDelta: number, countDelta: number): LabelledItem => ({
  label: 'product',
  Update: {
    TableName: config.tableName,
    Key: keys.product(productId),
    UpdateExpression: 'ADD ratingTotal :rating, numReviews :count',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':rating': ratingDelta, ':count': countDelta },
  },
});

/** The product's ratings changed: lists (served from each container's index) reload on their next check. */
const afterRatingChange = () => catalogVersion.bump();

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

  /**
   * One review per user and product: the REVIEWER# marker's condition refuses a second one (409); a product
   * that is gone is 404.
   */
  async create(record: ReviewRecord): Promise<void> {
    const items: LabelledItem[] = [
      {
        label: 'review',
        Put: {
          TableName: config.tableName,
          Item: reviewItem(record),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        label: 'reviewer',
        Put: {
          TableName: config.tableName,
          Item: { ...keys.reviewer(record.productId, record.userId), type: 'REVIEWER', reviewId: record.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        label: 'pointer',
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
      ...counterItems(
        { totals: { totalReviews: 1, [`reviews:${record.moderation}`]: 1 } },
        new Date(record.createdAt),
      ),
    ];
    const outcome = await transactWrite(items);
    if (outcome.ok) {
      await afterRatingChange();
      return;
    }
    if ('busy' in outcome) throw reviewsBusy();
    if (conditionFailed(outcome, 'reviewer')) throw conflict(reviewMessages.duplicate);
    if (conditionFailed(outcome, 'product')) throw notFound(reviewMessages.productNotFound);
    throw new Error(`review transaction refused: ${outcome.failed.join(',')}`);
  },

  /** Applies changes to the caller's own review; re-reads and retries if it changed meanwhile. */
  async update(sub: string, reviewId: string, changes: ReviewChanges, now: string): Promise<ReviewRecord> {
    let productGone = false;
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await getOwn(sub, reviewId);
      if (!current) throw notFound(reviewMessages.notFound);
      const next: ReviewRecord = { ...current, ...changes, updatedAt: now, revision: current.revision + 1 };
      // A rejected review is not in its product's average: editing it moves nothing there.
      const delta = isPublished(current.moderation) ? next.rating - current.rating : 0;
      const items: LabelledItem[] = [
        {
          label: 'review',
          Put: { TableName: config.tableName, Item: reviewItem(next), ...unchangedSince(current) },
        },
      ];
      if (delta !== 0 && !productGone) items.push(ratingUpdate(current.productId, delta, 0));
      const outcome = await transactWrite(items);
      if (outcome.ok) {
        if (delta !== 0) await afterRatingChange();
        return next;
      }
      if ('busy' in outcome) throw reviewsBusy();
      // A refused 'review' means it changed since we read it: read it again and retry.
      if (conditionFailed(outcome, 'product')) productGone = true;
    }
    throw reviewsBusy();
  },

  /** Deletes the caller's own review, its marker and pointer, and takes its rating off the product. */
  async remove(sub: string, reviewId: string): Promise<ReviewRecord> {
    let productGone = false;
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await getOwn(sub, reviewId);
      if (!current) throw notFound(reviewMessages.notFound);
      const items: LabelledItem[] = [
        {
          label: 'review',
          Delete: {
            TableName: config.tableName,
            Key: keys.review(current.productId, current.id),
            ...unchangedSince(current),
          },
        },
        {
          label: 'reviewer',
          Delete: { TableName: config.tableName, Key: keys.reviewer(current.productId, sub) },
        },
        { label: 'pointer', Delete: { TableName: config.tableName, Key: keys.userReview(sub, current.id) } },
      ];
      if (!productGone && isPublished(current.moderation))
        items.push(ratingUpdate(current.productId, -current.rating, -1));
      items.push(
        ...counterItems({ totals: { totalReviews: -1, [`reviews:${current.moderation}`]: -1 } }, new Date()),
      );
      const outcome = await transactWrite(items);
      if (outcome.ok) {
        await afterRatingChange();
        return current;
      }
      if ('busy' in outcome) throw reviewsBusy();
      if (conditionFailed(outcome, 'product')) productGone = true;
    }
    throw reviewsBusy();
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

  /** Pattern 47: every shown review of a product, newest first (the most-helpful order sorts them). */
  async listAllShownByProduct(productId: string): Promise<ReviewRecord[]> {
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.productPartition(productId).PK, keys.reviewPrefix, { ':yes': true }),
      FilterExpression: 'approved = :yes',
      ScanIndexForward: false,
    });
    return items.map(strip);
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
    const items = await batchGetAll(pointers.map((p) => keys.review(p.productId, p.reviewId)));
    const found = new Map(items.map((item) => [item.id as string, strip(item)]));
    return pointers.flatMap((p) => found.get(p.reviewId) ?? []);
  },

  /** Pattern 33: any review by its id (staff). */
  getById: staffReviews.byId,

  /** Patterns 33–34: one page of every review, or of one moderation state, newest first. */
  adminPage: staffReviews.page,

  /**
   * Staff keep (approved) or hide (rejected) a review. Hiding takes its rating out of the product's average
   * and count, showing it again puts it back, in the same transaction as the state, the per-state counters
   * and the audit entry; a review edited meanwhile is read again.
   */
  async moderate(
    reviewId: string,
    to: ModerationState,
    audit: (before: ReviewRecord, after: ReviewRecord) => AuditEntry,
    now: Date,
  ): Promise<ReviewRecord> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await reviewsRepository.getById(reviewId);
      if (!current) throw notFound(reviewMessages.notFound);
      if (current.moderation === to) return current;
      const next: ReviewRecord = {
        ...current,
        moderation: to,
        approved: isPublished(to),
        revision: current.revision + 1,
      };
      const shownBefore = isPublished(current.moderation);
      const shownAfter = isPublished(to);
      const items: LabelledItem[] = [
        {
          label: 'review',
          Put: { TableName: config.tableName, Item: reviewItem(next), ...unchangedSince(current) },
        },
        ...counterItems({ totals: { [`reviews:${current.moderation}`]: -1, [`reviews:${to}`]: 1 } }, now),
        auditTrail.item(audit(current, next)),
      ];
      if (shownBefore !== shownAfter) {
        const sign = shownAfter ? 1 : -1;
        items.push(ratingUpdate(current.productId, sign * current.rating, sign));
      }
      const outcome = await transactWrite(items);
      if (outcome.ok) {
        if (shownBefore !== shownAfter) await afterRatingChange();
        return next;
      }
      if ('busy' in outcome) throw reviewsBusy();
      if (conditionFailed(outcome, 'product')) throw notFound(reviewMessages.productNotFound);
      // The review changed since we read it (an edit, another moderator): read it again.
    }
    throw reviewsBusy();
  },

  /** Account erasure: removes every review of the user, correcting each product's average and count. */
  async removeAllOf(sub: string): Promise<number> {
    let removed = 0;
    for (const pointer of await reviewsRepository.pointersOf(sub)) {
      const gone = await reviewsRepository.remove(sub, pointer.reviewId).catch((error: unknown) => {
        // Already removed (a retried erasure): nothing to correct.
        if (isAppError(error) && error.code === 'NOT_FOUND') return undefined;
        throw error;
      });
      if (gone) removed++;
    }
    return removed;
  },
};
