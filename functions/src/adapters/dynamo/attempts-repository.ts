import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import {
  type AttemptCount,
  type AttemptKind,
  type AttemptPolicy,
  type AttemptScope,
  countingSince,
  forgetAt,
  openingsAt,
} from '../../domain/users/attempt-limits';
import { documentClient } from './client';
import { batchGetAll, unlessConditionFails } from './items';
import { keys } from './keys';

/** One counted subject: an e-mail or a client address, for one kind of attempt. */
export interface AttemptSubject {
  kind: AttemptKind;
  scope: AttemptScope;
  /** The e-mail (any case) or the address, as the request named it. */
  value: string;
}

/** Hashed so the table keeps no e-mail or address of someone who may have no account. */
const keyOf = (subject: AttemptSubject) =>
  keys.attempts(
    subject.kind,
    subject.scope,
    createHash('sha256').update(subject.value.trim().toLowerCase()).digest('base64url'),
  );

/** Brute-force counts (pattern 38), kept with a TTL. */
export const attemptsRepository = {
  /** The counts of the subjects, in their order (undefined: none), in one BatchGetItem. */
  async read(subjects: readonly AttemptSubject[]): Promise<Array<AttemptCount | undefined>> {
    const subjectKeys = subjects.map(keyOf);
    const items = await batchGetAll(subjectKeys, { consistent: true });
    const nowSeconds = Date.now() / 1000;
    return subjectKeys.map((key) => {
      const item = items.find((candidate) => candidate.PK === key.PK);
      // Expired but not yet swept (TTL deletes late; DynamoDB Local never does): gone for the rules.
      if (!item || (typeof item.expiresAt === 'number' && item.expiresAt <= nowSeconds)) return undefined;
      return { count: Number(item.count), lastAt: Number(item.lastAt) };
    });
  },

  /**
   * Counts one attempt if the limits allow it now, in one conditional write: however many attempts arrive
   * together, each one counted was allowed by the count it found, so no more get through than the policy
   * lets through one at a time. A count whose quiet window is over starts again at 1. False: refused (a
   * refused attempt is not counted).
   *
   * A free attempt leaves the time of the last one as it is (`counted` sets it once the attempt turns out to be
   * a guess), so a success given back by `release` does not keep a busy address's window open; an attempt
   * past the free ones sets it at once, which spaces the next one however many wait. `seen` is the count just
   * read, to try the likely write first.
   */
  async reserve(
    subject: AttemptSubject,
    policy: AttemptPolicy,
    now: number,
    seen?: AttemptCount,
  ): Promise<boolean> {
    const key = keyOf(subject);
    const expiresAt = forgetAt(now, policy);
    const since = countingSince(policy, now);
    const [, ...pausedBands] = openingsAt(policy, now);
    const names = { '#count': 'count' };
    const free = () =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: key,
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'attribute_exists(PK) AND lastAt > :since AND #count < :free',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':one': 1, ':since': since, ':free': policy.freeAttempts },
        }),
      );
    const pausedValues: Record<string, number> = {
      ':one': 1,
      ':now': now,
      ':exp': expiresAt,
      ':since': since,
    };
    const pausedOver = pausedBands.map((band, i) => {
      pausedValues[`:from${i}`] = band.fromCount;
      const terms = [`#count >= :from${i}`];
      if (band.toCount !== undefined) {
        pausedValues[`:to${i}`] = band.toCount;
        terms.push(`#count < :to${i}`);
      }
      if (band.lastAtMost !== undefined) {
        pausedValues[`:ready${i}`] = band.lastAtMost;
        terms.push(`lastAt <= :ready${i}`);
      }
      return `(${terms.join(' AND ')})`;
    });
    const paused = () =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: key,
          UpdateExpression: 'ADD #count :one SET lastAt = :now, expiresAt = :exp',
          ConditionExpression: `attribute_exists(PK) AND lastAt > :since AND (${pausedOver.join(' OR ')})`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: pausedValues,
        }),
      );
    const startAtOne = () =>
      documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...key, type: 'ATTEMPTS', count: 1, lastAt: now, expiresAt },
          ConditionExpression: 'attribute_not_exists(PK) OR lastAt <= :since',
          ExpressionAttributeValues: { ':since': since },
        }),
      );
    const counting = seen !== undefined && seen.lastAt > since;
    const writes = !counting
      ? [startAtOne, free, paused]
      : seen.count < policy.freeAttempts
        ? [free, paused, startAtOne]
        : [paused, free, startAtOne];
    // Another attempt can change the count between the writes (create it, use the last free attempt): a few
    // rounds settle it, and an attempt still refused after them is refused (the safe side).
    for (let round = 0; round < 3; round++)
      for (const write of writes) if ((await unlessConditionFails(write)) !== undefined) return true;
    return false;
  },

  /** Marks a reserved attempt as a guess made now: the pause and the quiet window run from here. */
  async counted(subject: AttemptSubject, policy: AttemptPolicy, now: number): Promise<void> {
    await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keyOf(subject),
          UpdateExpression: 'SET lastAt = :now, expiresAt = :exp',
          // A count cleared meanwhile (the right password) stays cleared.
          ConditionExpression: 'attribute_exists(PK) AND lastAt < :now',
          ExpressionAttributeValues: { ':now': now, ':exp': forgetAt(now, policy) },
        }),
      ),
    );
  },

  /**
   * Gives back an attempt `reserve` counted that turned out not to be a guess: the right password, or a
   * failure that was not the subject's (Cognito unavailable). Never below zero; a count already gone stays
   * gone.
   */
  async release(subject: AttemptSubject): Promise<void> {
    await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keyOf(subject),
          UpdateExpression: 'ADD #count :minusOne',
          ConditionExpression: 'attribute_exists(PK) AND #count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        }),
      ),
    );
  },

  /** Forgets a subject's count (a successful login clears its account's failures). */
  async clear(subject: AttemptSubject): Promise<void> {
    await documentClient.send(new DeleteCommand({ TableName: config.tableName, Key: keyOf(subject) }));
  },
};
