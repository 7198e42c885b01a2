import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_POLICIES,
  type AttemptPolicy,
  forgetAt,
  isCounting,
  longestWait,
  openingsAt,
  pauseAfter,
  secondsToWait,
} from './attempt-limits';

const policy: AttemptPolicy = {
  freeAttempts: 3,
  firstPauseSeconds: 5,
  lockAfter: 6,
  lockSeconds: 900,
  windowSeconds: 900,
};
const T = Date.UTC(2025, 0, 1, 12);

describe('brute-force limits', () => {
  it('lets the free attempts through without a pause', () => {
    expect(secondsToWait(undefined, policy, T)).toBe(0);
    expect(secondsToWait({ count: 2, lastAt: T }, policy, T)).toBe(0);
  });

  it('slows attempts past the free ones with a pause that doubles', () => {
    expect(pauseAfter(3, policy)).toBe(5);
    expect(pauseAfter(4, policy)).toBe(10);
    expect(pauseAfter(5, policy)).toBe(20);
    expect(secondsToWait({ count: 4, lastAt: T }, policy, T + 3_000)).toBe(7);
    expect(secondsToWait({ count: 4, lastAt: T }, policy, T + 10_000)).toBe(0);
  });

  it('locks the subject for the lock time once the ceiling is reached', () => {
    expect(secondsToWait({ count: 6, lastAt: T }, policy, T)).toBe(900);
    expect(secondsToWait({ count: 25, lastAt: T }, policy, T + 60_000)).toBe(840);
    expect(secondsToWait({ count: 6, lastAt: T }, policy, T + 900_000)).toBe(0);
  });

  it('starts the count over after a quiet window', () => {
    expect(isCounting({ count: 6, lastAt: T }, policy, T + 899_999)).toBe(true);
    expect(isCounting({ count: 6, lastAt: T }, policy, T + 900_000)).toBe(false);
    expect(isCounting(undefined, policy, T)).toBe(false);
  });

  it('makes an attempt wait for the stricter of its account and its address', () => {
    const wait = longestWait(
      [
        { record: { count: 1, lastAt: T }, policy },
        { record: { count: 6, lastAt: T }, policy },
      ],
      T + 1_000,
    );
    expect(wait).toBe(899);
    expect(longestWait([], T)).toBe(0);
  });

  it('keeps a count in the table until neither its window nor its lock matters', () => {
    expect(forgetAt(T, policy)).toBe(T / 1000 + 900);
  });

  it('holds 25 wrong passwords in a row on one account back for over 40 minutes', () => {
    const login = ATTEMPT_POLICIES.login.account;
    let now = T;
    let waited = 0;
    for (let count = 1; count < 25; count++) {
      const wait = secondsToWait({ count, lastAt: now }, login, now);
      waited += wait;
      now += wait * 1000;
    }
    expect(waited).toBeGreaterThan(40 * 60);
  });

  it('is looser per address than per account for every kind', () => {
    for (const kind of Object.values(ATTEMPT_POLICIES)) {
      if (!kind.address) continue;
      expect(kind.address.freeAttempts).toBeGreaterThan(kind.account.freeAttempts);
      expect(kind.address.lockAfter).toBeGreaterThan(kind.account.lockAfter);
    }
  });
});

describe('the limits as bands a conditional write checks', () => {
  const opens = (record: { count: number; lastAt: number }, bands: ReturnType<typeof openingsAt>) =>
    bands.some(
      (band) =>
        record.count >= band.fromCount &&
        (band.toCount === undefined || record.count < band.toCount) &&
        (band.lastAtMost === undefined || record.lastAt <= band.lastAtMost),
    );

  it('allows an attempt exactly when no wait is owed, for every count and elapsed time', () => {
    const policies = [
      policy,
      ...Object.values(ATTEMPT_POLICIES).flatMap((byScope) =>
        Object.values(byScope).filter((limits) => limits !== undefined),
      ),
    ];
    for (const limits of policies) {
      const bands = openingsAt(limits, T);
      for (let count = 0; count <= limits.lockAfter + 3; count++)
        for (const ago of [
          0,
          999,
          1_000,
          4_999,
          5_000,
          60_000,
          limits.lockSeconds * 1000 - 1,
          limits.lockSeconds * 1000,
        ]) {
          const record = { count, lastAt: T - ago };
          expect(opens(record, bands), `${JSON.stringify(limits)} ${count} ${ago}`).toBe(
            secondsToWait(record, limits, T) === 0,
          );
        }
    }
  });

  it('needs only a few bands: the free counts, one per doubling, then the lock', () => {
    expect(openingsAt(policy, T)).toEqual([
      { fromCount: 0, toCount: 3 },
      { fromCount: 3, toCount: 4, lastAtMost: T - 5_000 },
      { fromCount: 4, toCount: 5, lastAtMost: T - 10_000 },
      { fromCount: 5, toCount: 6, lastAtMost: T - 20_000 },
      { fromCount: 6, lastAtMost: T - 900_000 },
    ]);
    for (const byScope of Object.values(ATTEMPT_POLICIES))
      for (const limits of Object.values(byScope))
        if (limits) expect(openingsAt(limits, T).length).toBeLessThanOrEqual(16);
  });
});
