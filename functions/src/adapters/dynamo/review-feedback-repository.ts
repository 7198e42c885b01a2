import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { type ReportReason, reviewMessages } from '@pele/shared/schemas/review-words';
import { config } from '../../config';
import { busy, conflict, notFound } from '../../domain/errors';
import type { ReviewRecord } from '../../domain/reviews/review-record';
import { documentClient } from './client';
import { counterItems } from './counters';
import { batchGetAll, queryAll, sortKeyBeginsWith, withoutKeys } from './items';
import { keys } from './keys';
import { conditionFailed, type LabelledItem, transactWrite } from './transact';

/** A review as the feedback writes need it: where it lives. */
export interface ReviewRef {
  productId: string;
  id: string;
}

export interface StoredReport {
  reason: ReportReason;
  details: string;
  createdAt: string;
}

const reviewsBusy = () => busy(reviewMessages.busy);

/** The review as stored now (consistent read), or undefined. */
async function current(ref: ReviewRef): Promise<ReviewRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.review(ref.productId, ref.id),
      ConsistentRead: true,
    }),
  );
  return Item ? withoutKeys<ReviewRecord>(Item) : undefined;
}

const helpfulOf = async (ref: ReviewRef) => (await current(ref))?.helpfulCount ?? 0;

/** Moves the review's helpful count by `delta` (and its revision), if it is still there and shown. */
const helpfulUpdate = (
  ref: ReviewRef,
  delta: number,
  guard: string,
  values: Record<string, unknown> = {},
): LabelledItem => ({
  label: 'review',
  Update: {
    TableName: config.tableName,
    Key: keys.review(ref.productId, ref.id),
    UpdateExpression: 'ADD helpfulCount :delta, revision :one',
    ConditionExpression: guard,
    ExpressionAttributeValues: { ':delta': delta, ':one': 1, ...values },
  },
});

/**
 * 'Útil' votes and reports on reviews (patterns 47–49). Each count moves in the same transaction as the item
 * that makes the vote or report once per person, so however many arrive together the count equals the items.
 */
export const reviewFeedbackRepository = {
  /** The review's helpful count now. */
  helpfulOf,

  /**
   * Counts the reader's 'Útil' once: a second vote finds the vote item and changes nothing. The review's
   * condition (shown, not the reader's) holds the rule against a review hidden or changed meanwhile.
   */
  async vote(sub: string, ref: ReviewRef): Promise<number> {
    const outcome = await transactWrite([
      {
        label: 'vote',
        Put: {
          TableName: config.tableName,
          Item: {
            ...keys.helpfulVote(sub, ref.id),
            type: 'HELPFUL_VOTE',
            productId: ref.productId,
            reviewId: ref.id,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      helpfulUpdate(ref, 1, 'attribute_exists(PK) AND approved = :yes AND userId <> :sub', {
        ':yes': true,
        ':sub': sub,
      }),
    ]);
    if ('busy' in outcome) throw reviewsBusy();
    if (conditionFailed(outcome, 'review')) throw notFound(reviewMessages.notFound);
    return helpfulOf(ref);
  },

  /** Takes the reader's 'Útil' back once: without a vote, nothing changes. */
  async withdraw(sub: string, ref: ReviewRef): Promise<number> {
    const outcome = await transactWrite([
      {
        label: 'vote',
        Delete: {
          TableName: config.tableName,
          Key: keys.helpfulVote(sub, ref.id),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      helpfulUpdate(ref, -1, 'attribute_exists(PK)'),
    ]);
    if ('busy' in outcome) throw reviewsBusy();
    // The review is gone (its author deleted it): the vote has nothing left to count on.
    if (conditionFailed(outcome, 'review') && !conditionFailed(outcome, 'vote'))
      await documentClient.send(
        new DeleteCommand({ TableName: config.tableName, Key: keys.helpfulVote(sub, ref.id) }),
      );
    return helpfulOf(ref);
  },

  /**
   * One report per reader and review, with its reason. A review staff had kept goes back to the pending ones
   * (the moderation queue), with the per-state counters, in the same transaction; a review whose state
   * changed meanwhile is read again.
   */
  async report(sub: string, ref: ReviewRef, report: StoredReport, now: Date): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const review = await current(ref);
      if (!review?.approved) throw notFound(reviewMessages.notFound);
      const requeue = review.moderation === 'approved';
      const items: LabelledItem[] = [
        {
          label: 'report',
          Put: {
            TableName: config.tableName,
            Item: { ...keys.reviewReport(ref.productId, ref.id, sub), type: 'REVIEW_REPORT', ...report },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          label: 'pointer',
          Put: {
            TableName: config.tableName,
            Item: {
              ...keys.reportPointer(sub, ref.id),
              type: 'REVIEW_REPORT_POINTER',
              productId: ref.productId,
              reviewId: ref.id,
              ...report,
            },
          },
        },
        {
          label: 'review',
          Update: {
            TableName: config.tableName,
            Key: keys.review(ref.productId, ref.id),
            UpdateExpression: `ADD reportCount :one, revision :one${requeue ? ' SET moderation = :pending, GSI2PK = :queue' : ''}`,
            // The state it was read in, not its revision: votes move the revision all the time.
            ConditionExpression: 'moderation = :seen AND approved = :yes AND userId <> :sub',
            ExpressionAttributeValues: {
              ':one': 1,
              ':seen': review.moderation,
              ':yes': true,
              ':sub': sub,
              ...(requeue
                ? { ':pending': 'pending', ':queue': keys.reviewStateIndex('pending', ref.id).GSI2PK }
                : {}),
            },
          },
        },
        ...(requeue ? counterItems({ totals: { 'reviews:approved': -1, 'reviews:pending': 1 } }, now) : []),
      ];
      const outcome = await transactWrite(items);
      if (outcome.ok) return;
      if ('busy' in outcome) throw reviewsBusy();
      if (conditionFailed(outcome, 'report')) throw conflict(reviewMessages.alreadyReported);
      // Staff moved it (or it went) since we read it: read it again.
    }
    throw reviewsBusy();
  },

  /** A review's reports, newest first (staff). */
  async reportsOf(ref: ReviewRef): Promise<StoredReport[]> {
    const items = await queryAll(
      sortKeyBeginsWith(keys.productPartition(ref.productId).PK, keys.reviewReportPrefix(ref.id)),
    );
    return items
      .map((item) => ({
        reason: item.reason as ReportReason,
        details: String(item.details ?? ''),
        createdAt: String(item.createdAt),
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },

  /** Which of these reviews the reader marked 'Útil' and which they reported, in one BatchGetItem. */
  async marksOf(
    sub: string,
    refs: readonly ReviewRef[],
  ): Promise<{ voted: Set<string>; reported: Set<string> }> {
    const items = await batchGetAll([
      ...refs.map((ref) => keys.helpfulVote(sub, ref.id)),
      ...refs.map((ref) => keys.reviewReport(ref.productId, ref.id, sub)),
    ]);
    const voted = new Set<string>();
    const reported = new Set<string>();
    for (const item of items) {
      const sk = String(item.SK);
      if (sk.startsWith(keys.helpfulVotePrefix)) voted.add(sk.slice(keys.helpfulVotePrefix.length));
      else reported.add(sk.slice('REPORT#'.length, sk.lastIndexOf('#')));
    }
    return { voted, reported };
  },

  /**
   * Account erasure: takes back each of the person's reports (the report and one off its review's count, in
   * one transaction); the pointers go with the partition.
   */
  async removeReportsOf(sub: string): Promise<number> {
    const pointers = await queryAll(sortKeyBeginsWith(keys.user(sub).PK, keys.reportPointerPrefix));
    for (const pointer of pointers) {
      const ref = { productId: String(pointer.productId), id: String(pointer.reviewId) };
      const outcome = await transactWrite([
        {
          label: 'report',
          Delete: {
            TableName: config.tableName,
            Key: keys.reviewReport(ref.productId, ref.id, sub),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        {
          label: 'review',
          Update: {
            TableName: config.tableName,
            Key: keys.review(ref.productId, ref.id),
            UpdateExpression: 'ADD reportCount :minus, revision :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
          },
        },
      ]);
      if ('busy' in outcome) throw reviewsBusy();
      // The review is gone (its author deleted it): only the report is left to delete.
      if (conditionFailed(outcome, 'review') && !conditionFailed(outcome, 'report'))
        await documentClient.send(
          new DeleteCommand({
            TableName: config.tableName,
            Key: keys.reviewReport(ref.productId, ref.id, sub),
          }),
        );
    }
    return pointers.length;
  },

  /** Account erasure: takes each of the person's votes off its review, then the vote itself. */
  async removeVotesOf(sub: string): Promise<number> {
    const votes = await queryAll(sortKeyBeginsWith(keys.user(sub).PK, keys.helpfulVotePrefix));
    for (const vote of votes)
      await reviewFeedbackRepository.withdraw(sub, {
        productId: String(vote.productId),
        id: String(vote.reviewId),
      });
    return votes.length;
  },
};
