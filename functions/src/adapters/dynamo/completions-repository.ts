import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { completionKey, type StepCompletion } from '../../domain/routines/completion';
import { documentClient } from './client';
import { queryAll, sortKeyBeginsWith, unlessConditionFails } from './items';
import { keys } from './keys';

const FIELDS = ['routineId', 'stepId', 'day', 'routineStepIds', 'completedAt'] as const;

const toCompletion = (item: Record<string, unknown>): StepCompletion => ({
  routineId: item.routineId as string,
  stepId: item.stepId as string,
  day: item.day as string,
  routineStepIds: (item.routineStepIds as string[]) ?? [],
  completedAt: item.completedAt as string,
});

const completionsUnder = async (sub: string, prefix: string): Promise<StepCompletion[]> => {
  const items = await queryAll({
    ...sortKeyBeginsWith(keys.user(sub).PK, prefix),
    // Aliases throughout: some field names ('day') are DynamoDB reserved words.
    ProjectionExpression: FIELDS.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(FIELDS.map((field, i) => [`#f${i}`, field])),
    ConsistentRead: true,
  });
  return items.map(toCompletion);
};

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
    const written = await unlessConditionFails(() =>
      documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...key, type: 'STEP_DONE', ...completion },
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

  /** Pattern 18: every completion of the user, for the streak. */
  all: (sub: string) => completionsUnder(sub, keys.stepDonePrefix),
};
