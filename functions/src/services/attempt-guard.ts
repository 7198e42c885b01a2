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

const subjectsOf = (kind: AttemptKind, who: { email?: string; address: string }): AttemptSubject[] => [
  ...(who.email ? [{ kind, scope: 'account' as const, value: who.email }] : []),
  { kind, scope: 'address' as const, value: who.address },
];

/**
 * The brute-force limits around one guessable step, for its account (the e-mail) and its client address.
 * Check before trying: a refused attempt never reaches Cognito, so a locked account cannot sign in even with
 * the right password. Parallel attempts can all pass one check before any is counted; each is still counted,
 * and API Gateway's per-route throttle and the WAF rule bound the burst.
 */
export const attemptGuard = (kind: AttemptKind) => ({
  async check(who: { email?: string; address: string }, now = Date.now()): Promise<void> {
    const subjects = subjectsOf(kind, who);
    const counts = await attemptsRepository.read(subjects);
    const wait = longestWait(
      subjects.map((subject, i) => ({ record: counts[i], policy: ATTEMPT_POLICIES[kind][subject.scope] })),
      now,
    );
    if (wait > 0) throw tooManyAttempts(wait);
  },

  async count(who: { email?: string; address: string }, now = Date.now()): Promise<void> {
    await Promise.all(
      subjectsOf(kind, who).map((subject) =>
        attemptsRepository.count(subject, ATTEMPT_POLICIES[kind][subject.scope], now),
      ),
    );
  },

  /** A success clears the account's count; the address keeps its own, shared with other accounts. */
  async clearAccount(email: string): Promise<void> {
    await attemptsRepository.clear({ kind, scope: 'account', value: email });
  },
});
