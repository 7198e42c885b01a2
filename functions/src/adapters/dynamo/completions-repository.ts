import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { completionKey, type StepCompletion } from '../../domain/routines/completion';
import { documentClient } from './client';
import { type QueryInput, queryAll, sortKeyBeginsWith, unlessConditionFails } from './items';
import { keys } from './keys';

const FIELDS = ['routineId', 'stepId', 'day', 'routineStepIds', 'completedAt'] as const;

const toCompletion = (item: Record<string, unknown>): StepCompletion => ({
  routineId: item.routineId as string,
  stepId: item.stepId as string,
  day: item.day as string,
  routineStepIds: (item.routineStepIds as string[]) ?? [],
  completedAt: item.completedAt as string,
});

const completionsWhere = async (
  keyCondition: Pick<QueryInput, 'KeyConditionExpression' | 'ExpressionAttributeValues'>,
): Promise<StepCompletion[]> => {
  const items = await queryAll({
    ...keyCondition,
    // Aliases throughout: some field names ('day') are DynamoDB reserved words.
    ProjectionExpression: FIELDS.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(FIELDS.map((field, i) => [`#f${i}`, field])),
    ConsistentRead: true,
  });
  return items.map(toCompletion);
};

const completionsUnder = (sub: string, prefix: string) =>
  completionsWhere(sortKeyBeginsWith(keys.user(sub).PK, prefix));

/**
 * Step completions: one item per (day, routine, step), written once with a conditional put, so
 * recording a step twice (a double tap, a retry) changes nothing and steps completed at the same time
 * never touch the same item. Never updated nor deleted, except with the whole account.
 */
export const completionsRepository = {
  /** The stored completion and whether this call wrote it (false: it was already there, unchanged). */
  async record(
    sub: string,
    completion: StepCompletion,
  ): Promise<{ completion: StepCompletion; created: boolean }> {
    const key = keys.stepDone(sub, completionKey(completion));
    const dayIndex = keys.routineDayIndex(completion.day, sub, completionKey(completion));
    const written = await unlessConditionFails(() =>
      documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...key, ...dayIndex, type: 'STEP_DONE', ...completion },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    );
    if (written) return { completion, created: true };
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }),
    );
    return { completion: Item ? toCompletion(Item) : completion, created: false };
  },

  /** Pattern 17: the completions of one day, every routine. */
  forDay: (sub: string, day: string) => completionsUnder(sub, keys.stepDoneDayPrefix(day)),

  /** Pattern 43: the completions from one day to another, both included (Progresso's routine days). */
  between: (sub: string, from: string, to: string) =>
    completionsWhere({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.user(sub).PK,
        ':from': keys.stepDoneDayPrefix(from),
        ':to': `${keys.stepDoneDayPrefix(to)}\uffff`,
      },
    }),

  /** Pattern 18: every completion of the user, for the streak. */
  all: (sub: string) => completionsUnder(sub, keys.stepDonePrefix),

  /** Pattern 56: the users who completed at least one step on `day` (the streak-at-risk check). */
  async usersActiveOn(day: string): Promise<string[]> {
    const items = await queryAll({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.routineDayIndexPartition(day) },
      ProjectionExpression: 'PK',
    });
    return [...new Set(items.flatMap((item) => keys.userOfPartition(item.PK as string) ?? []))];
  },
};
