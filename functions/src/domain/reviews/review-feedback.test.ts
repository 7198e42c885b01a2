import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import { assertMayGiveFeedback, pageOfReviews } from './review-feedback';
import type { ReviewRecord } from './review-record';

const review = (id: string, helpfulCount?: number): ReviewRecord => ({
  id,
  productId: 'p1',
  userId: 'author',
  userName: 'Ana',
  rating: 4,
  title: 't',
  content: 'c',
  timeUsed: 'Menos de 1 mês',
  imageKeys: [],
  moderation: 'pending',
  approved: true,
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision: 0,
  ...(helpfulCount === undefined ? {} : { helpfulCount }),
});

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  return undefined;
};

describe('who may mark a review helpful or report it', () => {
  it('refuses the author on their own review with a pt-BR 403, one message per action', () => {
    expect(refusal(() => assertMayGiveFeedback(review('r1'), 'author', 'helpful'))).toEqual({
      code: 'FORBIDDEN',
      message: 'Você não pode marcar a sua própria avaliação como útil.',
    });
    expect(refusal(() => assertMayGiveFeedback(review('r1'), 'author', 'report'))?.message).toBe(
      'Você não pode denunciar a sua própria avaliação.',
    );
  });

  it('answers not found for a review that does not exist or that staff hid', () => {
    expect(refusal(() => assertMayGiveFeedback(undefined, 'reader', 'helpful'))?.code).toBe('NOT_FOUND');
    const hidden = { ...review('r1'), approved: false, moderation: 'rejected' as const };
    expect(refusal(() => assertMayGiveFeedback(hidden, 'reader', 'report'))?.code).toBe('NOT_FOUND');
  });

  it('lets anyone else through', () => {
    expect(refusal(() => assertMayGiveFeedback(review('r1'), 'reader', 'helpful'))).toBeUndefined();
  });
});

describe('a page of reviews, most helpful first', () => {
  const all = [review('01E', 0), review('01D', 5), review('01C'), review('01B', 5), review('01A', 2)];

  it('puts the most helpful first and, among equals, the newest', () => {
    const page = pageOfReviews(all, 'helpful', 10, undefined);
    expect(page.reviews.map((r) => r.id)).toEqual(['01D', '01B', '01A', '01E', '01C']);
    expect(page.nextCursor).toBeNull();
  });

  it('continues after the cursor without repeating or skipping one', () => {
    const first = pageOfReviews(all, 'helpful', 2, undefined);
    expect(first.reviews.map((r) => r.id)).toEqual(['01D', '01B']);
    const second = pageOfReviews(all, 'helpful', 2, first.nextCursor ?? undefined);
    expect(second.reviews.map((r) => r.id)).toEqual(['01A', '01E']);
    const third = pageOfReviews(all, 'helpful', 2, second.nextCursor ?? undefined);
    expect(third.reviews.map((r) => r.id)).toEqual(['01C']);
    expect(third.nextCursor).toBeNull();
  });

  it('keeps the stored order (newest first) when asked for the newest', () => {
    expect(pageOfReviews(all, 'recent', 3, undefined).reviews.map((r) => r.id)).toEqual([
      '01E',
      '01D',
      '01C',
    ]);
  });
});
