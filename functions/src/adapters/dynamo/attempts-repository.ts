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
} from '../../domain/users/attempt-limits';
import { documentClient } from './client';
import { batchGetAll, isConditionFailure } from './items';
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
   * Counts one attempt with an atomic ADD, so parallel attempts all count; a count whose quiet window is
   * over (`countingSince` is later than its last attempt) starts again at 1.
   */
  async count(subject: AttemptSubject, policy: AttemptPolicy, now: number): Promise<void> {
    const key = keyOf(subject);
    const expiresAt = forgetAt(now, policy);
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: key,
          UpdateExpression: 'ADD #count :one SET lastAt = :now, expiresAt = :exp, #type = :type',
          ConditionExpression: 'attribute_not_exists(PK) OR lastAt > :since',
          ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':now': now,
            ':exp': expiresAt,
            ':type': 'ATTEMPTS',
            ':since': countingSince(policy, now),
          },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...key, type: 'ATTEMPTS', count: 1, lastAt: now, expiresAt },
        }),
      );
    }
  },

  /** Forgets a subject's count (a successful login clears its account's failures). */
  async clear(subject: AttemptSubject): Promise<void> {
    await documentClient.send(new DeleteCommand({ TableName: config.tableName, Key: keyOf(subject) }));
  },
};
