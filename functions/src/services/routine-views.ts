import { type Day, DEFAULT_TIME_ZONE, isValidTimeZone } from '@pele/shared/routine-days';
import type { Routine, TimeOfDay } from '@pele/shared/schemas/routines';
import { routineMessages } from '@pele/shared/schemas/routines';
import { completionsRepository } from '../adapters/dynamo/completions-repository';
import { routinesRepository } from '../adapters/dynamo/routines-repository';
import { badRequest } from '../domain/errors';
import { completedStepIds } from '../domain/routines/completion';
import { type RoutineRecord, routinesForDay } from '../domain/routines/routine-record';
import type { StepEditError } from '../domain/routines/step-edits';

/**
 * The user's time zone decides what "today" is. Profiles keep no time zone yet, so every user's day
 * is São Paulo's (spec default); a `timeZone` on the profile, once the profile has one, is used here.
 */
export const timeZoneOf = (account: object | undefined): string => {
  const zone = account && 'timeZone' in account ? account.timeZone : undefined;
  return typeof zone === 'string' && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
};

/** A stored routine as the screen shows it for `day`: each step's `isCompleted` is that day's. */
export const toRoutineView = (record: RoutineRecord, completed: ReadonlySet<string>, day: Day): Routine => ({
  id: record.id,
  name: record.name,
  timeOfDay: record.timeOfDay,
  steps: [...record.steps]
    .sort((a, b) => a.number - b.number)
    .map((step) => ({
      id: step.id,
      number: step.number,
      title: step.title,
      product: step.product,
      time: step.time,
      instruction: step.instruction,
      isCompleted: completed.has(step.id),
    })),
  origin: record.origin,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  day,
  isCurrent: record.retiredAt === null,
});

/** The routines of a day with that day's completions (see routinesForDay for which ones). */
export async function routinesOfDay(
  sub: string,
  input: { day: Day; today: Day; timeZone: string; timeOfDay?: TimeOfDay },
): Promise<Routine[]> {
  const [records, completions] = await Promise.all([
    routinesRepository.listAll(sub),
    completionsRepository.forDay(sub, input.day),
  ]);
  return routinesForDay(records, completions, input.day, input.today, input.timeZone)
    .filter((record) => !input.timeOfDay || record.timeOfDay === input.timeOfDay)
    .map((record) => toRoutineView(record, completedStepIds(completions, record.id, input.day), input.day));
}

/** The domain's step errors as a 400 with one pt-BR message per field (`steps.2.time`). */
export const stepErrors = (errors: readonly StepEditError[]) =>
  badRequest(
    errors[0]?.message ?? routineMessages.invalidSteps,
    Object.fromEntries(
      errors.map((e) => [e.index < 0 ? 'steps' : `steps.${e.index}.${e.field}`, e.message] as const),
    ),
  );
