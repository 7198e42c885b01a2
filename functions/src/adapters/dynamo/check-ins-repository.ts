import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckIn } from '@pele/shared/schemas/check-ins';
import { config } from '../../config';
import { busy } from '../../domain/errors';
import { documentClient } from './client';
import { counterItems } from './counters';
import { isConditionFailure, queryAll } from './items';
import { keys } from './keys';
import { transactWrite } from './transact';

const toCheckIn = (item: Record<string, unknown>): CheckIn => ({
  day: item.day as string,
  score: Number(item.score),
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
});

/** A day's first score and the counters that count it, in one transaction; false when the day has one already. */
const create = async (sub: string, checkIn: CheckIn, now: Date): Promise<boolean> => {
  const outcome = await transactWrite([
    {
      label: 'check-in',
      Put: {
        TableName: config.tableName,
        Item: { ...keys.checkIn(sub, checkIn.day), type: 'CHECK_IN', ...checkIn },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...counterItems({ totals: { totalCheckIns: 1 }, daily: { checkIns: 1 } }, now),
  ]);
  if (outcome.ok) return true;
  if ('failed' in outcome && outcome.failed.includes('check-in')) return false;
  throw busy();
};

/** A new score for a day that has one: the same item, so the counters do not move; undefined if it is gone. */
const replace = async (sub: string, day: string, score: number, now: Date): Promise<CheckIn | undefined> => {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.checkIn(sub, day),
        UpdateExpression: 'SET score = :score, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':score': score, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toCheckIn(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/**
 * Daily skin check-ins (pattern 42): one item per user day. The first score of a day is a conditional put in
 * one transaction with the counters (`totalCheckIns`, the day's `checkIns`); a later score that day updates the
 * item in place and counts nothing. Two first scores racing: one creates, the other finds it and replaces.
 */
export const checkInsRepository = {
  async save(
    sub: string,
    input: { day: string; score: number },
    now: Date = new Date(),
  ): Promise<{ checkIn: CheckIn; created: boolean }> {
    const at = now.toISOString();
    // Create, else replace; a replace that finds nothing (the item was erased in between) tries again once.
    for (let attempt = 0; attempt < 2; attempt++) {
      const checkIn: CheckIn = { day: input.day, score: input.score, createdAt: at, updatedAt: at };
      if (await create(sub, checkIn, now)) return { checkIn, created: true };
      const replaced = await replace(sub, input.day, input.score, now);
      if (replaced) return { checkIn: replaced, created: false };
    }
    throw busy();
  },

  /** Pattern 42: the check-ins from one day to another, both included, oldest first. */
  async between(sub: string, from: string, to: string): Promise<CheckIn[]> {
    const items = await queryAll({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.user(sub).PK,
        ':from': keys.checkIn(sub, from).SK,
        ':to': keys.checkIn(sub, to).SK,
      },
      ProjectionExpression: '#day, score, createdAt, updatedAt',
      ExpressionAttributeNames: { '#day': 'day' },
      ConsistentRead: true,
    });
    return items.map(toCheckIn);
  },
};
