import { MAX_ACTIVE_CHALLENGES } from '@pele/shared/schemas/challenges';
import { config } from '../../config';
import type { Settlement } from '../../domain/challenges/board';
import type { ChallengeRecord } from '../../domain/challenges/join';
import { busy } from '../../domain/errors';
import { counterItems } from './counters';
import { queryAll, sortKeyBeginsWith, withoutKeys } from './items';
import { keys } from './keys';
import { transactWrite } from './transact';

const toRecord = (item: Record<string, unknown>): ChallengeRecord => {
  const record = withoutKeys<ChallengeRecord>(item);
  return { ...record, endedOn: record.endedOn ?? null, finalDays: record.finalDays ?? null };
};

/**
 * Joined challenges (patterns 44, 45). A challenge item holds its terms and state, never its progress (read from
 * completions and check-ins); the running set item holds the limits. Every write moves the dashboard's counters
 * in the same transaction: `totalChallengesJoined` and the day's `challengesJoined` on join,
 * `totalChallengesCompleted` and the day's `challengesCompleted` when a completion is settled.
 */
export const challengesRepository = {
  /** Pattern 44: every challenge of the user, oldest first (ULIDs). */
  async list(sub: string): Promise<ChallengeRecord[]> {
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.user(sub).PK, keys.challengePrefix),
      ConsistentRead: true,
    });
    return items.map(toRecord);
  },

  /** Joins, or refuses when the running set already has the kind or the maximum (a parallel join won). */
  async join(sub: string, record: ChallengeRecord, now: Date): Promise<'joined' | 'refused'> {
    const outcome = await transactWrite([
      {
        label: 'challenge',
        Put: {
          TableName: config.tableName,
          Item: { ...keys.challenge(sub, record.id), type: 'CHALLENGE', ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        label: 'running',
        Update: {
          TableName: config.tableName,
          Key: keys.challengeSet(sub),
          UpdateExpression: 'ADD activeKinds :kinds SET #type = :type',
          ConditionExpression:
            'attribute_not_exists(activeKinds) OR (NOT contains(activeKinds, :kind) AND size(activeKinds) < :max)',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':kinds': new Set([record.kind]),
            ':kind': record.kind,
            ':max': MAX_ACTIVE_CHALLENGES,
            ':type': 'CHALLENGE_SET',
          },
        },
      },
      ...counterItems({ totals: { totalChallengesJoined: 1 }, daily: { challengesJoined: 1 } }, now),
    ]);
    if (outcome.ok) return 'joined';
    if ('failed' in outcome) return 'refused';
    throw busy();
  },

  /**
   * Makes a finished challenge's state final, once: a second read racing this one finds the state no longer
   * active and changes nothing (the counters move once). Frees the kind's place in the running set.
   */
  async settle(sub: string, settlement: Settlement, now: Date): Promise<void> {
    const completed = settlement.state === 'completed';
    const outcome = await transactWrite([
      {
        label: 'challenge',
        Update: {
          TableName: config.tableName,
          Key: keys.challenge(sub, settlement.id),
          UpdateExpression: 'SET #state = :state, endedOn = :endedOn, finalDays = :days, settledAt = :now',
          ConditionExpression: '#state = :active',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':state': settlement.state,
            ':endedOn': settlement.endedOn,
            ':days': settlement.finalDays,
            ':now': now.toISOString(),
            ':active': 'active',
          },
        },
      },
      {
        label: 'running',
        Update: {
          TableName: config.tableName,
          Key: keys.challengeSet(sub),
          UpdateExpression: 'DELETE activeKinds :kinds',
          ExpressionAttributeValues: { ':kinds': new Set([settlement.kind]) },
        },
      },
      ...(completed
        ? counterItems({ totals: { totalChallengesCompleted: 1 }, daily: { challengesCompleted: 1 } }, now)
        : []),
    ]);
    if (!outcome.ok && !('failed' in outcome)) throw busy();
  },
};
