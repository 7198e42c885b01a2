import type { ModerationState } from '@pele/shared/schemas/reviews';

/** A review as the table keeps it, under its product (see keys.ts patterns 12–14). */
export interface ReviewRecord {
  /** ULID: sorts by creation. */
  id: string;
  productId: string;
  userId: string;
  /** The author's name when the review was written or last edited. */
  userName: string;
  rating: number;
  title: string;
  content: string;
  timeUsed: string;
  /** Re-encoded photos in the private uploads bucket, under the author's prefix. */
  imageKeys: string[];
  /**
   * Reviews publish at once ('pending': not yet looked at by staff); 'approved' was looked at and kept;
   * 'rejected' is hidden from everyone but its author and leaves the product's average and count.
   */
  moderation: ModerationState;
  /** Shown to others: every state but 'rejected' (the spec's approved flag; the product's reviews filter on it). */
  approved: boolean;
  /** Bought through the app; orders arrive later, so always false for now. */
  verified: boolean;
  createdAt: string;
  updatedAt: string;
  /**
   * Grows by one on every edit, and on every 'Útil' vote and report: the optimistic lock that keeps a concurrent
   * edit (which writes the whole item) from losing a rating change or a vote.
   */
  revision: number;
  /** People who marked it 'Útil' (one vote item each in the voter's partition); absent: none yet. */
  helpfulCount?: number;
  /** People who reported it (one report item each under its product); absent: none yet. */
  reportCount?: number;
}

export type ReviewChanges = Partial<
  Pick<ReviewRecord, 'rating' | 'title' | 'content' | 'timeUsed' | 'imageKeys' | 'userName'>
>;

/** Whether a review in this state counts in its product's average, count and lists. */
export const isPublished = (state: ModerationState) => state !== 'rejected';
