/**
 * The one module that knows key formats. Repositories build every key through these functions.
 *
 * Access patterns (keep this table current as features arrive; no request path may Scan):
 *
 * | # | pattern                                   | operation | key                                                        |
 * |---|-------------------------------------------|-----------|------------------------------------------------------------|
 * | 1 | a user's profile                          | GetItem   | PK=USER#<sub>  SK=PROFILE                                  |
 * | 2 | everything a user owns (account erasure)  | Query     | PK=USER#<sub>                                              |
 * | 3 | accounts, newest first (admin list)       | Query GSI1| GSI1PK=ACCOUNTS  GSI1SK=<createdAt>#<sub>                  |
 * | 4 | dashboard counters                        | GetItem   | PK=STATS  SK=COUNTERS  (atomic ADD on each write)          |
 * | 7 | who owns an e-mail (uniqueness guard)      | GetItem   | PK=EMAIL#<lower-case e-mail>  SK=OWNER                     |
 * | 5 | one analysis of a user                    | GetItem   | PK=USER#<sub>  SK=ANALYSIS#<ulid>                          |
 * | 6 | a user's analyses, newest first           | Query     | PK=USER#<sub>  SK begins_with ANALYSIS#  (descending)      |
 *
 * Later areas add their rows here (analyses, products by category on GSI1, reviews with "my reviews" on
 * GSI2, favourites, routines and per-day completions, subscriptions, webhook events with TTL).
 */
export const keys = {
  user: (sub: string) => ({ PK: `USER#${sub}` }),
  profile: (sub: string) => ({ PK: `USER#${sub}`, SK: 'PROFILE' }),
  accountsIndex: (createdAt: string, sub: string) => ({ GSI1PK: 'ACCOUNTS', GSI1SK: `${createdAt}#${sub}` }),
  counters: () => ({ PK: 'STATS', SK: 'COUNTERS' }),
  /** Cognito keeps e-mails unique in AWS but cognito-local does not on attribute updates: the table guards both. */
  emailOwner: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'OWNER' }),
  /** ULIDs sort by time, so the sort key orders a user's analyses by creation. */
  analysis: (sub: string, analysisId: string) => ({ PK: `USER#${sub}`, SK: `ANALYSIS#${analysisId}` }),
  analysisPrefix: 'ANALYSIS#',
} as const;
