import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { userDay } from '@pele/shared/routine-days';
import type { OrderStatus } from '@pele/shared/schemas/orders';
import type { ModerationState } from '@pele/shared/schemas/reviews';
import { config } from '../../config';
import { documentClient } from './client';
import { queryAll } from './items';
import { keys } from './keys';
import type { LabelledItem } from './transact';

/**
 * Running totals for the dashboard and the admin lists' page counts (pattern 4). `orders:<status>` and
 * `reviews:<state>` count items per state, so a paginated list knows its page count without reading it.
 */
export type Counter =
  | 'totalUsers'
  | 'totalProducts'
  | 'totalOrders'
  | 'totalRevenueCents'
  | 'totalReviews'
  | 'totalAnalyses'
  | 'activeSubscriptions'
  | 'totalCheckIns'
  | 'totalChallengesJoined'
  /** Challenges found completed (settled once, on the read that saw the target reached). */
  | 'totalChallengesCompleted'
  /** Label scans kept (a deleted or erased one leaves the total). */
  | 'totalScans'
  | `orders:${OrderStatus}`
  | `reviews:${ModerationState}`;

/** What happened on one day (America/Sao_Paulo), for the analytics charts (pattern 29). */
export type DailyCounter =
  | 'signups'
  | 'analyses'
  | 'orders'
  | 'revenueCents'
  | 'subscriptionsNet'
  /** Days checked in, counted on the day the first score of the check-in's day arrived. */
  | 'checkIns'
  | 'challengesJoined'
  /** Counted on the day the completion was settled, which is the day a screen read it. */
  | 'challengesCompleted'
  /** Label scans made that day (a later deletion does not take them back). */
  | 'scans';

export interface CounterChange {
  totals?: Partial<Record<Counter, number>>;
  daily?: Partial<Record<DailyCounter, number>>;
  /** Units and revenue of each product sold that day (top products). */
  products?: ReadonlyArray<{ productId: string; name: string; units: number; revenueCents: number }>;
}

const addExpression = (deltas: Record<string, number>) => {
  const entries = Object.entries(deltas).filter(([, delta]) => delta !== 0);
  return {
    UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, delta], i) => [`:d${i}`, delta])),
    empty: entries.length === 0,
  };
};

const add = (label: string, key: Record<string, string>, deltas: Record<string, number>, set = {}) => {
  const { empty, ...expression } = addExpression(deltas);
  if (empty) return [];
  const setEntries = Object.entries(set);
  return [
    {
      label,
      Update: {
        TableName: config.tableName,
        Key: key,
        ...expression,
        UpdateExpression:
          setEntries.length > 0
            ? `${expression.UpdateExpression} SET ${setEntries.map((_, i) => `#s${i} = :s${i}`).join(', ')}`
            : expression.UpdateExpression,
        ExpressionAttributeNames: {
          ...expression.ExpressionAttributeNames,
          ...Object.fromEntries(setEntries.map(([name], i) => [`#s${i}`, name])),
        },
        ExpressionAttributeValues: {
          ...expression.ExpressionAttributeValues,
          ...Object.fromEntries(setEntries.map(([, value], i) => [`:s${i}`, value])),
        },
      },
    } satisfies LabelledItem,
  ];
};

/**
 * The counter updates of one change, as transaction items: a write and the numbers that count it commit
 * together or not at all, so the dashboard always equals the writes (atomic ADD; never a scan).
 */
export const counterItems = (change: CounterChange, at: Date): LabelledItem[] => {
  const day = userDay(at);
  return [
    ...add('counters', keys.counters(), change.totals ?? {}),
    ...add('counters:day', keys.dailyCounters(day), change.daily ?? {}, { day }),
    ...(change.products ?? []).flatMap((line) =>
      add(
        `counters:product:${line.productId}`,
        keys.dailyProductCounters(day, line.productId),
        { units: line.units, revenueCents: line.revenueCents },
        { day, productId: line.productId, name: line.name },
      ),
    ),
  ];
};

/** Applies a change on its own, for writes that are not transactions (the seed, account erasure). */
export const addToCounters = async (change: CounterChange, at = new Date()) => {
  for (const { Update } of counterItems(change, at)) {
    if (Update) await documentClient.send(new UpdateCommand(Update));
  }
};

export type Totals = Record<Counter, number>;
export type DailyCounters = { day: string } & Record<DailyCounter, number>;
export interface DailyProductCounters {
  day: string;
  productId: string;
  name: string;
  units: number;
  revenueCents: number;
}

export const countersRepository = {
  async totals(): Promise<Partial<Totals>> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.counters(), ConsistentRead: true }),
    );
    const { PK: _pk, SK: _sk, ...numbers } = Item ?? {};
    return Object.fromEntries(Object.entries(numbers).map(([name, value]) => [name, Number(value)]));
  },

  /** Days from `from` to `to` inclusive that had any change (the others are zero). */
  async days(from: string, to: string): Promise<DailyCounters[]> {
    const items = await queryAll({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.counters().PK,
        ':from': keys.dailyCounters(from).SK,
        ':to': keys.dailyCounters(to).SK,
      },
    });
    return items.map((item) => ({
      day: item.day as string,
      signups: Number(item.signups ?? 0),
      analyses: Number(item.analyses ?? 0),
      orders: Number(item.orders ?? 0),
      revenueCents: Number(item.revenueCents ?? 0),
      subscriptionsNet: Number(item.subscriptionsNet ?? 0),
      checkIns: Number(item.checkIns ?? 0),
      challengesJoined: Number(item.challengesJoined ?? 0),
      challengesCompleted: Number(item.challengesCompleted ?? 0),
      scans: Number(item.scans ?? 0),
    }));
  },

  /** Every product's daily sales from `from` to the newest day. */
  async productDays(from: string, to: string): Promise<DailyProductCounters[]> {
    const items = await queryAll({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.counters().PK,
        ':from': keys.dailyProductCounters(from, '').SK,
        ':to': `${keys.dailyProductCounters(to, '').SK}\uffff`,
      },
    });
    return items.map((item) => ({
      day: item.day as string,
      productId: item.productId as string,
      name: item.name as string,
      units: Number(item.units ?? 0),
      revenueCents: Number(item.revenueCents ?? 0),
    }));
  },
};
