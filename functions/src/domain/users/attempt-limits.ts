/**
 * Brute-force limits on the three guessable auth steps, and rate limits on two signed-in actions that anyone
 * could repeat to push or bury a review ('Útil' and 'Denunciar'), counted the same way: a password (login), a reset e-mail (forgot-password)
 * and a reset code (reset-password). Each is counted per account (the e-mail it names, existing or not, so
 * the limit reveals nothing) and per client address. A few attempts are free; after that each one must wait
 * a pause that doubles (slowed), and past a ceiling the subject is locked for a while (refused). A quiet
 * window with no counted attempt starts the count again.
 *
 * The address limits are much looser than the account ones: in Brazil most mobile users share carrier-grade
 * NAT addresses, and one address locked for everyone behind it would lock real customers out.
 */

export type AttemptKind = 'login' | 'resetRequest' | 'resetCode' | 'reviewHelpful' | 'reviewReport';
export type AttemptScope = 'account' | 'address';

export interface AttemptPolicy {
  /** Attempts counted before any pause. */
  freeAttempts: number;
  /** The first pause, doubled with each further counted attempt. */
  firstPauseSeconds: number;
  /** From this many counted attempts on, the lock applies. */
  lockAfter: number;
  lockSeconds: number;
  /** A count with no new attempt for this long starts over. */
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits of each kind, per account and per address. The signed-in actions count per account only: the
 * account is who acted, and one address shared by many phones (carrier NAT) must not slow its neighbours.
 */
export const ATTEMPT_POLICIES: Record<AttemptKind, { account: AttemptPolicy; address?: AttemptPolicy }> = {
  // 25 wrong passwords in a row take over 40 minutes: 5 free, pauses 5+10+20+40+80 s, then 15 min locks.
  login: {
    account: {
      freeAttempts: 5,
      firstPauseSeconds: 5,
      lockAfter: 10,
      lockSeconds: 15 * MINUTE,
      windowSeconds: 15 * MINUTE,
    },
    address: {
      freeAttempts: 30,
      firstPauseSeconds: 2,
      lockAfter: 100,
      lockSeconds: 15 * MINUTE,
      windowSeconds: 15 * MINUTE,
    },
  },
  // Every request counts (it sends an e-mail), not only failures.
  resetRequest: {
    account: { freeAttempts: 3, firstPauseSeconds: 60, lockAfter: 6, lockSeconds: HOUR, windowSeconds: HOUR },
    address: {
      freeAttempts: 10,
      firstPauseSeconds: 30,
      lockAfter: 30,
      lockSeconds: HOUR,
      windowSeconds: HOUR,
    },
  },
  // Cognito codes have six digits: a handful of guesses per account, then a long lock.
  resetCode: {
    account: { freeAttempts: 3, firstPauseSeconds: 5, lockAfter: 8, lockSeconds: HOUR, windowSeconds: HOUR },
    address: {
      freeAttempts: 20,
      firstPauseSeconds: 2,
      lockAfter: 60,
      lockSeconds: HOUR,
      windowSeconds: HOUR,
    },
  },
  // 'Útil' and its withdrawal, counted per account (its id) and address: a person reading a product's reviews
  // taps a few; a script flipping votes to push one review up is slowed, then locked.
  reviewHelpful: {
    account: {
      freeAttempts: 30,
      firstPauseSeconds: 2,
      lockAfter: 40,
      lockSeconds: 15 * MINUTE,
      windowSeconds: 10 * MINUTE,
    },
    address: {
      freeAttempts: 300,
      firstPauseSeconds: 1,
      lockAfter: 400,
      lockSeconds: 15 * MINUTE,
      windowSeconds: 10 * MINUTE,
    },
  },
  // 'Denunciar' sends a review to staff: a handful an hour per account before the pauses.
  reviewReport: {
    account: {
      freeAttempts: 5,
      firstPauseSeconds: 60,
      lockAfter: 10,
      lockSeconds: HOUR,
      windowSeconds: HOUR,
    },
    address: {
      freeAttempts: 50,
      firstPauseSeconds: 30,
      lockAfter: 100,
      lockSeconds: HOUR,
      windowSeconds: HOUR,
    },
  },
};

/** What the table keeps per subject: how many attempts counted and when the last one was (epoch ms). */
export interface AttemptCount {
  count: number;
  lastAt: number;
}

/** A count whose last attempt is not after this (epoch ms) is over: the next attempt starts it at 1. */
export const countingSince = (policy: AttemptPolicy, now: number) => now - policy.windowSeconds * 1000;

/** Whether a stored count still counts at `now`, or a new attempt starts it over at 1. */
export const isCounting = (record: AttemptCount | undefined, policy: AttemptPolicy, now: number) =>
  record !== undefined && record.lastAt > countingSince(policy, now);

/** The pause owed after `count` counted attempts, in seconds (0: none). */
export const pauseAfter = (count: number, policy: AttemptPolicy): number => {
  if (count < policy.freeAttempts) return 0;
  if (count >= policy.lockAfter) return policy.lockSeconds;
  return Math.min(policy.firstPauseSeconds * 2 ** (count - policy.freeAttempts), policy.lockSeconds);
};

/**
 * Seconds the subject must still wait before its next attempt is even tried (0: go ahead). A refused
 * attempt is not counted, so waiting out the pause is always enough.
 */
export const secondsToWait = (
  record: AttemptCount | undefined,
  policy: AttemptPolicy,
  now: number,
): number => {
  if (!record) return 0;
  const remainingMs = pauseAfter(record.count, policy) * 1000 - (now - record.lastAt);
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
};

/**
 * One band of counts that may take another attempt at a given time: counts from `fromCount` (inclusive) up to
 * `toCount` (exclusive; none: no upper bound) whose last attempt is at or before `lastAtMost` (epoch ms; none:
 * whenever it was).
 */
export interface AttemptOpening {
  fromCount: number;
  toCount?: number;
  lastAtMost?: number;
}

/**
 * The rule of `secondsToWait` as a handful of bands a store can check inside one conditional write, so an
 * attempt is counted and allowed in one atomic step however many arrive together. Counts owing the same pause
 * share a band: the free ones, one band per doubling, then every count owing the lock.
 */
export const openingsAt = (policy: AttemptPolicy, now: number): AttemptOpening[] => {
  const openings: AttemptOpening[] = [{ fromCount: 0, toCount: policy.freeAttempts }];
  let fromCount = policy.freeAttempts;
  for (;;) {
    const pause = pauseAfter(fromCount, policy);
    const lastAtMost = now - pause * 1000;
    // The pause never shrinks as the count grows, and never exceeds the lock: from here on it is the lock.
    if (pause >= policy.lockSeconds) {
      openings.push({ fromCount, lastAtMost });
      return openings;
    }
    let toCount = fromCount + 1;
    while (pauseAfter(toCount, policy) === pause) toCount++;
    openings.push({ fromCount, toCount, lastAtMost });
    fromCount = toCount;
  }
};

/** The longest wait among the subjects of one attempt (its account and its address). */
export const longestWait = (
  checks: ReadonlyArray<{ record: AttemptCount | undefined; policy: AttemptPolicy }>,
  now: number,
): number => Math.max(0, ...checks.map(({ record, policy }) => secondsToWait(record, policy, now)));

/** When the table may forget a count (TTL, epoch seconds): once neither its window nor its lock matters. */
export const forgetAt = (lastAt: number, policy: AttemptPolicy): number =>
  Math.ceil(lastAt / 1000) + Math.max(policy.windowSeconds, policy.lockSeconds);
