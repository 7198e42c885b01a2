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
  /** Moderation flag; new reviews are approved until an admin says otherwise. */
  approved: boolean;
  /** Bought through the app; orders arrive later, so always false for now. */
  verified: boolean;
  createdAt: string;
  updatedAt: string;
  /** Grows by one on every edit: the optimistic lock that keeps concurrent edits from losing a rating change. */
  revision: number;
}

export type ReviewChanges = Partial<
  Pick<ReviewRecord, 'rating' | 'title' | 'content' | 'timeUsed' | 'imageKeys' | 'userName'>
>;
