import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { testUser } from '../../testing/fixtures';
import { keepPendingCheckIn, PENDING_CHECK_IN_KEY, readPendingCheckIn } from './pending-check-in';

afterEach(() => window.localStorage.clear());

describe('pending check-in', () => {
  it("keeps the score with the São Paulo day it was given: 23:30 there is still that day, though UTC's is the next", () => {
    keepPendingCheckIn('user-1', 42, new Date('2026-11-29T02:30:00Z'));
    expect(readPendingCheckIn()).toEqual({ userId: 'user-1', score: 42, day: '2026-11-28' });
  });

  it('reads nothing from an unreadable entry', () => {
    window.localStorage.setItem(PENDING_CHECK_IN_KEY, '{not json');
    expect(readPendingCheckIn()).toBeNull();
    window.localStorage.setItem(PENDING_CHECK_IN_KEY, JSON.stringify({ userId: 'u', score: '5', day: 'x' }));
    expect(readPendingCheckIn()).toBeNull();
  });

  it('is dropped when the session ends', () => {
    startSession({ token: 'tok', refreshToken: 'ref', user: testUser() });
    keepPendingCheckIn('user-1', 42);
    endSession('user_logout');
    expect(readPendingCheckIn()).toBeNull();
  });
});
