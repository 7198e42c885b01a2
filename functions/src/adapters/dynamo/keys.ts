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
 * | 8 | one product (detail, rating, review txn)  | GetItem   | PK=PRODUCT#<id>  SK=PRODUCT                                |
 * | 9 | the whole catalog, or one category        | Query GSI1| GSI1PK=CATALOG  GSI1SK=<category>#<id> (begins_with cat.)  |
 * |10 | catalog version (search index freshness)  | GetItem   | PK=CATALOG  SK=VERSION  (ADD version on every change)      |
 * |11 | a user's avoid list and favourites        | Query     | PK=USER#<sub>  SK begins_with PRODUCT_PREFS#               |
 * |   |   - the avoid list                        | GetItem   | PK=USER#<sub>  SK=PRODUCT_PREFS#AVOID                      |
 * |   |   - one favourite                         | Put/Delete| PK=USER#<sub>  SK=PRODUCT_PREFS#SAVED#<productId>          |
 * |12 | a product's reviews, newest first         | Query     | PK=PRODUCT#<id>  SK begins_with REVIEW#  (descending)      |
 * |13 | one review per user and product (409)     | txn Put   | PK=PRODUCT#<id>  SK=REVIEWER#<sub>  attribute_not_exists   |
 * |14 | a user's reviews, newest first; a review  | Query /   | PK=USER#<sub>  SK=REVIEW#<reviewId>  (pointer: productId)  |
 * |   | of the caller by id (edit, delete)        | GetItem   |                                                            |
 * |15 | a user's routines (current and retired)   | Query     | PK=USER#<sub>  SK begins_with ROUTINE#                     |
 * |   |   - one routine of the caller by id       | GetItem   | PK=USER#<sub>  SK=ROUTINE#<ulid>                           |
 * |16 | generation lock of a user's routines      | txn Update| PK=USER#<sub>  SK=ROUTINE_SET  (generation = expected)     |
 * |17 | step completions of one day (idempotent)  | Query /   | PK=USER#<sub>  SK=STEP_DONE#<day>#<routineId>#<stepId>     |
 * |   |                                           | cond. Put | (begins_with STEP_DONE#<day>#; attribute_not_exists)       |
 * |18 | every completion of a user (streak)       | Query     | PK=USER#<sub>  SK begins_with STEP_DONE#                   |
 *
 * Review ids are ULIDs, so REVIEW#<id> sorts by creation in both partitions. A review lives under its
 * product (pattern 12) with a pointer in the author's partition (14): the author's partition is what
 * account erasure walks to remove reviews elsewhere and to correct the products' averages.
 *
 * Routines and their completions live in the user's partition, so account erasure (pattern 2) removes
 * them. Retired routines stay (the history of past days); the streak reads every completion of the
 * user, about 1 MB of items per year of daily use: a page or two per year.
 *
 * Later areas add their rows here (subscriptions, webhook events with TTL).
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
  product: (id: string) => ({ PK: `PRODUCT#${id}`, SK: 'PRODUCT' }),
  catalogIndex: (category: string, id: string) => ({ GSI1PK: 'CATALOG', GSI1SK: `${category}#${id}` }),
  catalogIndexPartition: 'CATALOG',
  catalogVersion: () => ({ PK: 'CATALOG', SK: 'VERSION' }),
  productPrefsPrefix: 'PRODUCT_PREFS#',
  avoidList: (sub: string) => ({ PK: `USER#${sub}`, SK: 'PRODUCT_PREFS#AVOID' }),
  savedProductPrefix: 'PRODUCT_PREFS#SAVED#',
  savedProduct: (sub: string, productId: string) => ({
    PK: `USER#${sub}`,
    SK: `PRODUCT_PREFS#SAVED#${productId}`,
  }),
  productPartition: (productId: string) => ({ PK: `PRODUCT#${productId}` }),
  reviewPrefix: 'REVIEW#',
  review: (productId: string, reviewId: string) => ({ PK: `PRODUCT#${productId}`, SK: `REVIEW#${reviewId}` }),
  reviewer: (productId: string, sub: string) => ({ PK: `PRODUCT#${productId}`, SK: `REVIEWER#${sub}` }),
  userReview: (sub: string, reviewId: string) => ({ PK: `USER#${sub}`, SK: `REVIEW#${reviewId}` }),
  routinePrefix: 'ROUTINE#',
  routine: (sub: string, routineId: string) => ({ PK: `USER#${sub}`, SK: `ROUTINE#${routineId}` }),
  routineSet: (sub: string) => ({ PK: `USER#${sub}`, SK: 'ROUTINE_SET' }),
  stepDonePrefix: 'STEP_DONE#',
  stepDoneDayPrefix: (day: string) => `STEP_DONE#${day}#`,
  /** `day#routineId#stepId` (the domain's completionKey): one item per step and day, written once. */
  stepDone: (sub: string, completionKey: string) => ({ PK: `USER#${sub}`, SK: `STEP_DONE#${completionKey}` }),
} as const;
