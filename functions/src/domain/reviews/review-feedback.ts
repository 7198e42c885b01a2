import { type ReviewSort, reviewMessages } from '@pele/shared/schemas/review-words';
import { forbidden, notFound } from '../errors';
import type { ReviewRecord } from './review-record';

/**
 * What a reader may do to someone else's review: mark it 'Útil' (one vote per person) or report it
 * ('Denunciar', one report per person). Nobody does either to their own review, and a review staff hid is
 * not there for anyone but its author.
 */
export type FeedbackKind = 'helpful' | 'report';

/** Throws the pt-BR refusal when `readerId` may not give this kind of feedback on `review`. */
export function assertMayGiveFeedback(
  review: Pick<ReviewRecord, 'userId' | 'approved'> | undefined,
  readerId: string,
  kind: FeedbackKind,
): asserts review is NonNullable<typeof review> {
  if (!review?.approved) throw notFound(reviewMessages.notFound);
  if (review.userId === readerId)
    throw forbidden(kind === 'helpful' ? reviewMessages.ownHelpful : reviewMessages.ownReport);
}

export const helpfulCountOf = (review: Pick<ReviewRecord, 'helpfulCount'>) => review.helpfulCount ?? 0;

/** Most helpful first; among equals, the newest first (ids are ULIDs: they sort by creation). */
export const byHelpfulness = (a: ReviewRecord, b: ReviewRecord) =>
  helpfulCountOf(b) - helpfulCountOf(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One page of a product's reviews in the chosen order, after the review whose id is `cursor`. Newest first
 * is the stored order; most helpful first sorts them all. A cursor no longer in the list (a review deleted
 * meanwhile) starts again from the top rather than failing.
 */
export function pageOfReviews(
  reviews: readonly ReviewRecord[],
  sort: ReviewSort,
  limit: number,
  cursor: string | undefined,
): { reviews: ReviewRecord[]; nextCursor: string | null } {
  const ordered = sort === 'helpful' ? [...reviews].sort(byHelpfulness) : [...reviews];
  const start = cursor ? ordered.findIndex((review) => review.id === cursor) + 1 : 0;
  const shown = ordered.slice(start, start + limit);
  const more = start + limit < ordered.length;
  return { reviews: shown, nextCursor: more && shown.length > 0 ? (shown.at(-1) as ReviewRecord).id : null };
}
