import { type AttemptSubject, attemptsRepository } from '../adapters/dynamo/attempts-repository';
import { tooManyAttempts } from '../domain/errors';
import { ATTEMPT_POLICIES, type AttemptKind, longestWait } from '../domain/users/attempt-limits';
import type { ApiEvent } from '../middleware/types';

/**
 * The client's address. Behind CloudFront, API Gateway takes sourceIp from the entry CloudFront appended to
 * X-Forwarded-For (the viewer's own connection), not from anything the client wrote there; locally the
 * gateway sets it from the socket.
 */
export const clientAddress = (event: ApiEvent): string => event.requestContext?.http?.sourceIp ?? 'unknown';

/**
 * Who an attempt is counted against: the account (by the e-mail a sign-in step names, or the signed-in
 * account's id) and, for the kinds limited per address, the client address.
 */
export interface AttemptWho {
  email?: string;
  accountId?: string;
  address: string;
}

const subjectsOf = (kind: AttemptKind, who: AttemptWho): AttemptSubject[] => {
  const account = who.email ?? who.accountId;
  return [
    ...(account ? [{ kind, scope: 'account' as const, value: account }] : []),
    ...(ATTEMPT_POLICIES[kind].address ? [{ kind, scope: 'address' as const, value: who.address }] : []),
  ];
};

/**
 * The brute-force limits around one guessable step, for its account (the e-mail) and its client address.
 * `reserve` counts the attempt before it is tried, in one conditional write per subject, so however many
 * arrive together no more reach Cognito than the limits let through one at a time, and a refused attempt
 * never reaches it (a locked account cannot sign in even with the right password). Then the outcome: a guess
 * that failed is `counted` (the pauses and the quiet window run from it); a success clears the account's
 * count and gives the address its attempt back; a failure that was not the guess's (Cognito unavailable)
 * gives both back.
 */
export const attemptGuard = (kind: AttemptKind) => {
  const policyOf = (subject: AttemptSubject) =>
    ATTEMPT_POLICIES[kind][subject.scope] ?? ATTEMPT_POLICIES[kind].account;

  /** Refuses with the longest wait owed, if any; answers the counts it read. */
  const refuseIfWaiting = async (subjects: AttemptSubject[], now: number) => {
    const counts = await attemptsRepository.read(subjects);
    const wait = longestWait(
      subjects.map((subject, i) => ({ record: counts[i], policy: policyOf(subject) })),
      now,
    );
    if (wait > 0) throw tooManyAttempts(wait);
    return counts;
  };

  return {
    async reserve(who: AttemptWho, now = Date.now()): Promise<void> {
      const subjects = subjectsOf(kind, who);
      // A subject already waiting is refused from one read, without a write.
      const seen = await refuseIfWaiting(subjects, now);
      const taken: AttemptSubject[] = [];
      for (const [i, subject] of subjects.entries()) {
        if (await attemptsRepository.reserve(subject, policyOf(subject), now, seen[i])) {
          taken.push(subject);
          continue;
        }
        // Refused by one subject: the others' counts must not keep an attempt that was never made.
        await Promise.all(taken.map((counted) => attemptsRepository.release(counted)));
        await refuseIfWaiting(subjects, now);
        // Another attempt took the last opening in this same instant.
        throw tooManyAttempts(1);
      }
    },

    /** The reserved attempt was a guess that failed (or a request that counts as made). */
    async counted(who: AttemptWho, now = Date.now()): Promise<void> {
      await Promise.all(
        subjectsOf(kind, who).map((subject) => attemptsRepository.counted(subject, policyOf(subject), now)),
      );
    },

    /** The attempt was not a guess after all (the service failed): every subject gets it back. */
    async release(who: AttemptWho): Promise<void> {
      await Promise.all(subjectsOf(kind, who).map((subject) => attemptsRepository.release(subject)));
    },

    /** A success clears the account's count; the address, shared with other accounts, gets its attempt back. */
    async succeeded(who: AttemptWho): Promise<void> {
      await Promise.all(
        subjectsOf(kind, who).map((subject) =>
          subject.scope === 'account'
            ? attemptsRepository.clear(subject)
            : attemptsRepository.release(subject),
        ),
      );
    },
  };
};
