import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { RoutineRecord } from '../../domain/routines/routine-record';
import { documentClient } from './client';
import { queryAll, sortKeyBeginsWith, unlessConditionFails, withoutKeys } from './items';
import { keys } from './keys';
import { type LabelledItem, transactWrite } from './transact';

const strip = withoutKeys<RoutineRecord>;

export type ReplaceOutcome = 'replaced' | 'busy';

export const routinesRepository = {
  /** Pattern 15: every routine of the user, current and retired, oldest first (ULID order). */
  async listAll(sub: string): Promise<RoutineRecord[]> {
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.user(sub).PK, keys.routinePrefix),
      ConsistentRead: true,
    });
    return items.map(strip);
  },

  /** One routine of the caller, current or retired; the key holds the caller's id, so nobody reads another's. */
  async get(sub: string, id: string): Promise<RoutineRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.routine(sub, id), ConsistentRead: true }),
    );
    return Item ? strip(Item) : undefined;
  },

  async create(record: RoutineRecord): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.routine(record.userId, record.id), type: 'ROUTINE', ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  },

  /** Pattern 16: the generation counter that serialises regenerations of one user's routines. */
  async generation(sub: string): Promise<number> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.routineSet(sub), ConsistentRead: true }),
    );
    return Number(Item?.generation ?? 0);
  },

  /**
   * Retires `current` and writes `fresh` in one transaction, guarded by the generation counter: two
   * regenerations at once cannot both win (the loser gets `busy`), so the user never ends with two sets.
   */
  async replace(
    sub: string,
    input: { current: readonly RoutineRecord[]; fresh: readonly RoutineRecord[]; generation: number },
    now: string,
  ): Promise<ReplaceOutcome> {
    const items: LabelledItem[] = [
      {
        label: 'generation',
        Update: {
          TableName: config.tableName,
          Key: keys.routineSet(sub),
          UpdateExpression: 'SET generation = :next, #type = :type, updatedAt = :now',
          ConditionExpression: 'attribute_not_exists(generation) OR generation = :expected',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':next': input.generation + 1,
            ':expected': input.generation,
            ':type': 'ROUTINE_SET',
            ':now': now,
          },
        },
      },
      ...input.current.map((routine) => ({
        label: 'retired',
        Update: {
          TableName: config.tableName,
          Key: keys.routine(sub, routine.id),
          UpdateExpression: 'SET retiredAt = :now, retiredReason = :reason, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND attribute_type(retiredAt, :null)',
          ExpressionAttributeValues: { ':now': now, ':reason': 'replaced', ':null': 'NULL' },
        },
      })),
      ...input.fresh.map((routine) => ({
        label: 'fresh',
        Put: {
          TableName: config.tableName,
          Item: { ...keys.routine(sub, routine.id), type: 'ROUTINE', ...routine },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      })),
    ];
    const outcome = await transactWrite(items);
    return outcome.ok ? 'replaced' : 'busy';
  },

  /** Writes name, time of day and steps of a current routine; undefined when it is not (or no longer) current. */
  async update(
    sub: string,
    id: string,
    fields: Pick<RoutineRecord, 'name' | 'timeOfDay' | 'steps'>,
    now: string,
  ): Promise<RoutineRecord | undefined> {
    return unlessConditionFails(async () => {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.routine(sub, id),
          UpdateExpression: 'SET #name = :name, timeOfDay = :time, steps = :steps, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND attribute_type(retiredAt, :null)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: {
            ':name': fields.name,
            ':time': fields.timeOfDay,
            ':steps': fields.steps,
            ':now': now,
            ':null': 'NULL',
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? strip(Attributes) : undefined;
    });
  },

  /** Deleting retires the routine: its past days keep showing what was done. False when not current. */
  async retire(sub: string, id: string, now: string): Promise<boolean> {
    const written = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.routine(sub, id),
          UpdateExpression: 'SET retiredAt = :now, retiredReason = :reason, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND attribute_type(retiredAt, :null)',
          ExpressionAttributeValues: { ':now': now, ':reason': 'deleted', ':null': 'NULL' },
        }),
      ),
    );
    return written !== undefined;
  },
};
