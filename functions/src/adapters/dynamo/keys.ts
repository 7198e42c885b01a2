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
 * |19 | the plans, in paywall order               | Query GSI1| GSI1PK=PLANS  GSI1SK=<order>#<planId>                      |
 * |   |   - one plan                              | GetItem   | PK=PLAN#<id>  SK=PLAN                                      |
 * |20 | a user's subscriptions (access, history)  | Query     | PK=USER#<sub>  SK begins_with SUBSCRIPTION#  (Stripe sub id)|
 * |21 | a user's Stripe customer (created once)   | cond. Put | PK=USER#<sub>  SK=STRIPE_CUSTOMER                          |
 * |22 | the user of a Stripe customer (webhooks)  | GetItem   | PK=STRIPE_CUSTOMER#<cus_id>  SK=OWNER                      |
 * |23 | a checkout the caller started (verify)    | GetItem   | PK=USER#<sub>  SK=CHECKOUT#<cs_id>                         |
 * |23b| the user's open subscription checkout   | Put (old)| PK=USER#<sub>  SK=SUBSCRIPTION_CHECKOUT  (one at a time)      |
 * |24 | a webhook event already handled (dedup)   | cond. Put | PK=STRIPE_EVENT#<evt_id>  SK=EVENT  (TTL expiresAt)        |
 * |25 | a user's cart                             | Query     | PK=USER#<sub>  SK begins_with CART#  (one item per product) |
 * |26 | a user's orders, newest first; one order  | Query /   | PK=USER#<sub>  SK=ORDER#<ulid>                             |
 * |   | of the caller by id                       | GetItem   |                                                            |
 * |27 | trials ending on a day (reminder job)     | Query GSI2| GSI2PK=TRIAL_ENDS#<yyyy-mm-dd>  GSI2SK=<sub>  (profile)    |
 * |28 | the trial reminder was sent (once)        | cond. Put | PK=USER#<sub>  SK=TRIAL_REMINDER                           |
 * |29 | one day's counters; a period of them      | Query     | PK=STATS  SK=DAY#<yyyy-mm-dd>  (BETWEEN two days)          |
 * |30 | one product's sales of one day; a period  | Query     | PK=STATS  SK=PRODUCT_DAY#<yyyy-mm-dd>#<productId>          |
 * |31 | every order, newest first (admin); by id  | Query GSI1| GSI1PK=ORDERS  GSI1SK=<orderId>  (on the order item)      |
 * |32 | the orders in one status, newest first    | Query GSI2| GSI2PK=ORDERS#<status>  GSI2SK=<orderId>                   |
 * |33 | every review, newest first (admin); by id | Query GSI1| GSI1PK=REVIEWS  GSI1SK=<reviewId>  (on the review item)   |
 * |34 | the reviews in one moderation state       | Query GSI2| GSI2PK=REVIEWS#<state>  GSI2SK=<reviewId>                  |
 * |35 | the staff's audit trail, newest first     | Query     | PK=AUDIT  SK=ENTRY#<ulid>  (descending)                    |
 * |36 | settings staff change without a deploy    | GetItem   | PK=SETTINGS  SK=APP                                        |
 * |37 | the caller's profile and whether its token| BatchGet  | PK=USER#<sub>  SK=PROFILE and SK=REVOKED#<token id>        |
 * |   | was revoked (every signed-in call)        | (consist.)| (TTL expiresAt: the longest a covered token lives)         |
 * |38 | brute-force count of one subject          | GetItem / | PK=ATTEMPTS#<kind>#<scope>#<sha-256 of e-mail or address>  |
 * |   | (login, reset request, reset code)        | Update ADD| SK=COUNT  (TTL expiresAt: window or lock over)             |
 * |39 | an object of the uploads bucket the user  | GetItem / | PK=USER#<sub>  SK=OBJECT#<object key>  (purpose; raw       |
 * |   | owns (upload check); all of them (erasure)| Query     | uploads: TTL expiresAt, after the bucket's lifecycle rule) |
 * |40 | a user's consents given and revoked       | Query     | PK=USER#<sub>  SK=CONSENT#<ulid>  (the current one is on   |
 * |   | (export; the current one: the profile)    |           | the profile: photoConsent {version, givenAt})              |
 * |41 | face photos past their retention (job)    | Query GSI2| GSI2PK=PHOTO_RETENTION  GSI2SK=<deleteAfter>#<object key>  |
 * |   |                                           |           | (on the photo's pattern-39 item: ref = its analysis id)    |
 * |42 | a user's skin check-in of one day: set    | txn Put / | PK=USER#<sub>  SK=CHECK_IN#<yyyy-mm-dd>                    |
 * |   | (the day's first), changed; the check-ins | Update /  | (first: attribute_not_exists; change: attribute_exists;    |
 * |   | of a period                               | Query     | period: BETWEEN CHECK_IN#<from> AND CHECK_IN#<to>)         |
 * |43 | the routine completions of a period       | Query     | PK=USER#<sub>  SK BETWEEN STEP_DONE#<from># AND            |
 * |   | (Progresso's routine days)                |           | STEP_DONE#<to>#\uffff                                      |
 * |44 | a user's challenges (joined, finished)    | Query /   | PK=USER#<sub>  SK begins_with CHALLENGE#  (SK=CHALLENGE#<ulid>)|
 * |   | - join (new), settle (once)               | txn Put / | (join: attribute_not_exists; settle: state = active)       |
 * |   |                                           | txn Update|                                                            |
 * |45 | the kinds of a user's running challenges  | txn Update| PK=USER#<sub>  SK=CHALLENGE_SET  (activeKinds string set:  |
 * |   | (one per kind, at most 3: join's guard)   |           | ADD on join if absent and under 3; DELETE on settle)       |
 * |46 | a user's label scans, newest first; one   | Query /   | PK=USER#<sub>  SK=SCAN#<ulid>  (descending; the list reads |
 * |   | scan of the caller by id (open, delete)   | GetItem   | a projection without the ingredients)                      |
 * |47 | a product's reviews, most helpful first   | Query     | pattern 12 read whole, sorted by `helpfulCount` in memory  |
 * |48 | one 'Útil' per person and review; the     | txn Put / | PK=USER#<sub>  SK=HELPFUL#<reviewId>  (productId;          |
 * |   | caller's votes on a page; all (erasure)   | BatchGet /| attribute_not_exists) + ADD helpfulCount on the review     |
 * |   |                                           | Query     |                                                            |
 * |49 | one report per person and review; a       | txn Put / | PK=PRODUCT#<id>  SK=REPORT#<reviewId>#<sub>                |
 * |   | review's reports (staff)                  | Query     | (attribute_not_exists) + ADD reportCount on the review     |
 * |49b| a person's reports (export, erasure)      | Query     | PK=USER#<sub>  SK=REVIEW_REPORT#<reviewId>  (productId;    |
 * |   |                                           |           | written in the report's transaction)                       |
 * |50 | an order number is used once              | txn Put   | PK=ORDER_NUMBER#<PA-XXXXX>  SK=ORDER  (orderId; placed in  |
 * |   |                                           |           | the order's transaction, attribute_not_exists)             |
 * |51 | a user's notifications, newest first (a   | Query     | PK=USER#<sub>  SK=NOTIFICATION#<ulid>  (descending; page:  |
 * |   | page after a cursor); one by id (read);   | GetItem / | SK BETWEEN NOTIFICATION# AND NOTIFICATION#<cursor>; TTL    |
 * |   | the unread ones (count, mark all read)    | Query     | expiresAt 90 days; unread: FilterExpression no readAt)     |
 * |52 | a user's Web Push subscriptions (send,    | Query /   | PK=USER#<sub>  SK=PUSH#<sha-256 of the endpoint>           |
 * |   | save, delete by endpoint)                 | Put/Delete|                                                            |
 * |53 | a user's routine reminders (editor)       | Query     | PK=USER#<sub>  SK=REMINDER#<morning|evening>               |
 * |54 | the reminders set for one Brazil minute   | Query GSI2| GSI2PK=REMINDER_AT#<HH:MM>  GSI2SK=<sub>#<slot>  (only on  |
 * |   | (the reminders job)                       |           | the pattern-53 item of a reminder that is on)              |
 * |55 | a reminder was sent for a slot and day    | cond. Put | PK=USER#<sub>  SK=REMINDER_SENT#<slot>#<yyyy-mm-dd>        |
 * |   | (once)                                    |           | (attribute_not_exists; TTL expiresAt 3 days)               |
 * |56 | who completed a routine step on a day     | Query GSI2| GSI2PK=ROUTINE_DAY#<yyyy-mm-dd>  GSI2SK=<sub>#<completion> |
 * |   | (the streak-at-risk check)                |           | (on the pattern-17 completion item)                        |
 *
 * Review ids are ULIDs, so REVIEW#<id> sorts by creation in both partitions. A review lives under its
 * product (pattern 12) with a pointer in the author's partition (14): the author's partition is what
 * account erasure walks to remove reviews elsewhere and to correct the products' averages.
 *
 * Routines and their completions live in the user's partition, so account erasure (pattern 2) removes
 * them. Retired routines stay (the history of past days); the streak reads every completion of the
 * user, about 1 MB of items per year of daily use: a page or two per year.
 *
 * Subscriptions, the Stripe customer, checkouts, the cart and orders live in the user's partition, so account
 * erasure (pattern 2) removes them; the Stripe side keeps its own records (a provider's legal duty).
 *
 * The admin lists (31–34) page by number: the page count comes from the counters of pattern 4 (`orders:<status>`,
 * `reviews:<state>`), and page k reads k pages of keys-only index entries at most, never the whole table.
 * A deleted product keeps its item (without its catalog index entry, so no list shows it): past orders and
 * reviews still read its name and image.
 *
 * Sessions (37): a logout writes REVOKED#<origin_jti> and REVOKED#<jti> into the user's partition, read in the
 * same BatchGetItem as the profile, so ending a session costs no extra round trip per call; ending every
 * session sets `sessionsValidAfter` on the profile itself. Brute-force counts (38) live outside any user's
 * partition: most name e-mails with no account, and they must survive the account's erasure for their window.
 * Subjects are hashed so the table keeps no e-mail or address of a stranger.
 *
 * Stored objects (39): object keys are opaque (`uploads/tmp/<purpose>/<uuid>`, `photos/<purpose>/<uuid>.<ext>`),
 * so no link or key tells whose photo it is; the owner is this item in the owner's partition. It is written
 * before the object, so no object exists without it, and account erasure finds every object through it.
 *
 * Consent (40): the profile carries the consent in force, so the analysis routes check it with the profile the
 * account step already read (no extra round trip); every give and revoke also leaves an event item, the record
 * the LGPD asks the controller to keep and the export shows. Both are written in one transaction.
 *
 * Retention (41): a kept face photo's ownership item (39) is also its entry in the retention index, so the
 * hourly job reads only the photos that are due, oldest first, and erasure or deletion of the photo removes
 * the entry with the item. One index partition takes every photo: its writes are one per analysis, bounded by
 * the analyzer's concurrency and far below a partition's 1,000 writes a second.
 *
 * Check-ins (42): one item per user day, so a second score that day is an update of the same item, and the
 * first one moves the dashboard's counters in the same transaction (a change of score does not). They live in
 * the user's partition, so account erasure (pattern 2) removes them and takes them off the total.
 *
 * Challenges (44, 45): a challenge keeps its terms and state, never a progress counter: progress is read from the
 * completions (43) and check-ins (42) of its days. Joining puts the challenge and adds its kind to the running
 * set in one transaction whose condition holds the limits (one per kind, at most 3), so parallel joins cannot
 * pass them; a read that finds a challenge over settles it once (state, its days done) and takes its kind off
 * the set, with the dashboard's counters in the same transaction. Both live in the user's partition, so
 * account erasure (pattern 2) removes them and takes them off the totals.
 *
 * Review feedback (47–49): a vote lives in the voter's partition, so account erasure finds the person's votes
 * and takes each one off its review's `helpfulCount`; a report lives under the review's product, beside the
 * review, where staff read a review's reasons with one Query, with a pointer in the reporter's partition
 * (49b) through which the export shows it and erasure takes it back off the review's `reportCount`. Each vote, withdrawal and report moves its
 * review's count (and `revision`, so a concurrent edit that writes the whole item reads again) in the same
 * transaction as the item that makes it once per person. A product's reviews are a few pages at most, so the
 * most-helpful order reads them whole instead of keeping a second index on a count that changes all the time.
 *
 * Notifications (51–55): a notification lives in its person's partition, so account erasure (pattern 2) removes
 * it, and it expires after 90 days (TTL; a read filters out an expired one DynamoDB has not swept yet), which keeps
 * the unread count — a Query of the partition's notifications with a filter — a page or two. Each one is written
 * once by the moment that makes it (an order's status change, a moderation, a job's once-only marker), never
 * read-modify-written. A push subscription is keyed by its endpoint's hash, so saving the same one twice is one
 * item; an endpoint the push service calls gone (404/410) is deleted when a push finds it. A reminder that is on
 * carries its minute in the GSI2 index, so the job reads only the reminders of the minutes that passed. The
 * streak-at-risk check (56) reads who completed a step yesterday (a streak that is alive and not yet done today
 * needs yesterday done), each completion being its own entry of that day's index; its once-a-day marker is a
 * pattern-55 item (`REMINDER_SENT#streak#<day>`).
 *
 * Later areas add their rows here.
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
  helpfulVotePrefix: 'HELPFUL#',
  helpfulVote: (sub: string, reviewId: string) => ({ PK: `USER#${sub}`, SK: `HELPFUL#${reviewId}` }),
  reviewReportPrefix: (reviewId: string) => `REPORT#${reviewId}#`,
  reportPointerPrefix: 'REVIEW_REPORT#',
  reportPointer: (sub: string, reviewId: string) => ({ PK: `USER#${sub}`, SK: `REVIEW_REPORT#${reviewId}` }),
  reviewReport: (productId: string, reviewId: string, sub: string) => ({
    PK: `PRODUCT#${productId}`,
    SK: `REPORT#${reviewId}#${sub}`,
  }),
  routinePrefix: 'ROUTINE#',
  routine: (sub: string, routineId: string) => ({ PK: `USER#${sub}`, SK: `ROUTINE#${routineId}` }),
  routineSet: (sub: string) => ({ PK: `USER#${sub}`, SK: 'ROUTINE_SET' }),
  stepDonePrefix: 'STEP_DONE#',
  stepDoneDayPrefix: (day: string) => `STEP_DONE#${day}#`,
  /** `day#routineId#stepId` (the domain's completionKey): one item per step and day, written once. */
  stepDone: (sub: string, completionKey: string) => ({ PK: `USER#${sub}`, SK: `STEP_DONE#${completionKey}` }),
  routineDayIndex: (day: string, sub: string, completionKey: string) => ({
    GSI2PK: `ROUTINE_DAY#${day}`,
    GSI2SK: `${sub}#${completionKey}`,
  }),
  routineDayIndexPartition: (day: string) => `ROUTINE_DAY#${day}`,
  checkInPrefix: 'CHECK_IN#',
  checkIn: (sub: string, day: string) => ({ PK: `USER#${sub}`, SK: `CHECK_IN#${day}` }),
  challengePrefix: 'CHALLENGE#',
  challenge: (sub: string, id: string) => ({ PK: `USER#${sub}`, SK: `CHALLENGE#${id}` }),
  challengeSet: (sub: string) => ({ PK: `USER#${sub}`, SK: 'CHALLENGE_SET' }),
  scanPrefix: 'SCAN#',
  scan: (sub: string, scanId: string) => ({ PK: `USER#${sub}`, SK: `SCAN#${scanId}` }),
  plan: (planId: string) => ({ PK: `PLAN#${planId}`, SK: 'PLAN' }),
  plansIndex: (order: number, planId: string) => ({
    GSI1PK: 'PLANS',
    GSI1SK: `${String(order).padStart(4, '0')}#${planId}`,
  }),
  plansIndexPartition: 'PLANS',
  subscriptionPrefix: 'SUBSCRIPTION#',
  subscription: (sub: string, subscriptionId: string) => ({
    PK: `USER#${sub}`,
    SK: `SUBSCRIPTION#${subscriptionId}`,
  }),
  stripeCustomer: (sub: string) => ({ PK: `USER#${sub}`, SK: 'STRIPE_CUSTOMER' }),
  customerOwner: (customerId: string) => ({ PK: `STRIPE_CUSTOMER#${customerId}`, SK: 'OWNER' }),
  checkout: (sub: string, sessionId: string) => ({ PK: `USER#${sub}`, SK: `CHECKOUT#${sessionId}` }),
  openSubscriptionCheckout: (sub: string) => ({ PK: `USER#${sub}`, SK: 'SUBSCRIPTION_CHECKOUT' }),
  webhookEvent: (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' }),
  cartPrefix: 'CART#',
  cartItem: (sub: string, productId: string) => ({ PK: `USER#${sub}`, SK: `CART#${productId}` }),
  orderPrefix: 'ORDER#',
  orderNumber: (number: string) => ({ PK: `ORDER_NUMBER#${number}`, SK: 'ORDER' }),
  order: (sub: string, orderId: string) => ({ PK: `USER#${sub}`, SK: `ORDER#${orderId}` }),
  trialEndsIndex: (day: string, sub: string) => ({ GSI2PK: `TRIAL_ENDS#${day}`, GSI2SK: sub }),
  trialEndsIndexPartition: (day: string) => `TRIAL_ENDS#${day}`,
  trialReminder: (sub: string) => ({ PK: `USER#${sub}`, SK: 'TRIAL_REMINDER' }),
  dailyCounters: (day: string) => ({ PK: 'STATS', SK: `DAY#${day}` }),
  dailyProductCounters: (day: string, productId: string) => ({
    PK: 'STATS',
    SK: `PRODUCT_DAY#${day}#${productId}`,
  }),
  ordersIndex: (orderId: string) => ({ GSI1PK: 'ORDERS', GSI1SK: orderId }),
  ordersIndexPartition: 'ORDERS',
  orderStatusIndex: (status: string, orderId: string) => ({ GSI2PK: `ORDERS#${status}`, GSI2SK: orderId }),
  orderStatusIndexPartition: (status: string) => `ORDERS#${status}`,
  reviewsIndex: (reviewId: string) => ({ GSI1PK: 'REVIEWS', GSI1SK: reviewId }),
  reviewsIndexPartition: 'REVIEWS',
  reviewStateIndex: (state: string, reviewId: string) => ({ GSI2PK: `REVIEWS#${state}`, GSI2SK: reviewId }),
  reviewStateIndexPartition: (state: string) => `REVIEWS#${state}`,
  auditEntry: (entryId: string) => ({ PK: 'AUDIT', SK: `ENTRY#${entryId}` }),
  auditPartition: 'AUDIT',
  auditPrefix: 'ENTRY#',
  settings: () => ({ PK: 'SETTINGS', SK: 'APP' }),
  revokedSessionPrefix: 'REVOKED#',
  revokedSession: (sub: string, tokenId: string) => ({ PK: `USER#${sub}`, SK: `REVOKED#${tokenId}` }),
  storedObjectPrefix: 'OBJECT#',
  storedObject: (sub: string, objectKey: string) => ({ PK: `USER#${sub}`, SK: `OBJECT#${objectKey}` }),
  /** The owner's id from a user partition key (`USER#<sub>`), for items found through an index. */
  userOfPartition: (pk: string) => (pk.startsWith('USER#') ? pk.slice('USER#'.length) : undefined),
  consentEventPrefix: 'CONSENT#',
  consentEvent: (sub: string, eventId: string) => ({ PK: `USER#${sub}`, SK: `CONSENT#${eventId}` }),
  photoRetentionIndex: (deleteAfter: string, objectKey: string) => ({
    GSI2PK: 'PHOTO_RETENTION',
    GSI2SK: `${deleteAfter}#${objectKey}`,
  }),
  photoRetentionIndexPartition: 'PHOTO_RETENTION',
  notificationPrefix: 'NOTIFICATION#',
  notification: (sub: string, id: string) => ({ PK: `USER#${sub}`, SK: `NOTIFICATION#${id}` }),
  pushSubscriptionPrefix: 'PUSH#',
  pushSubscription: (sub: string, endpointHash: string) => ({
    PK: `USER#${sub}`,
    SK: `PUSH#${endpointHash}`,
  }),
  reminderPrefix: 'REMINDER#',
  reminder: (sub: string, slot: string) => ({ PK: `USER#${sub}`, SK: `REMINDER#${slot}` }),
  reminderAtIndex: (time: string, sub: string, slot: string) => ({
    GSI2PK: `REMINDER_AT#${time}`,
    GSI2SK: `${sub}#${slot}`,
  }),
  reminderAtIndexPartition: (time: string) => `REMINDER_AT#${time}`,
  reminderSent: (sub: string, occurrence: string) => ({
    PK: `USER#${sub}`,
    SK: `REMINDER_SENT#${occurrence}`,
  }),
  attempts: (kind: string, scope: string, subjectHash: string) => ({
    PK: `ATTEMPTS#${kind}#${scope}#${subjectHash}`,
    SK: 'COUNT',
  }),
} as const;
