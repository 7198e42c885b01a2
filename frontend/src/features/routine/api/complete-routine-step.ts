import { routes } from '@pele/shared/routes';
import type { Routine } from '@pele/shared/schemas/routines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { routineKeys } from './routine-keys';

export interface CompleteStepInput {
  routineId: string;
  stepId: string;
  /** The day shown; the server refuses a day still to come. */
  date: string;
}

/** Marks a step done on a day; final (spec 4) and idempotent. */
export const completeRoutineStep = (input: CompleteStepInput) =>
  apiRequest(routes.completeRoutineStep, { body: { ...input, isCompleted: true } });

/**
 * Completions only ever accumulate, so a routine answered by the server is merged step by step with
 * what is shown: two taps answered out of order never uncheck a step.
 */
const mergeCompleted = (shown: Routine, answered: Routine): Routine => {
  const done = new Set(shown.steps.filter((s) => s.isCompleted).map((s) => s.id));
  return {
    ...answered,
    steps: answered.steps.map((s) => ({ ...s, isCompleted: s.isCompleted || done.has(s.id) })),
  };
};

/** Puts the updated routine in that day's list at once, then reloads the streak (spec 4). */
export const useCompleteRoutineStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRoutineStep,
    onSuccess: ({ routine }, input) => {
      queryClient.setQueryData<Routine[]>(routineKeys.day(input.date), (list) =>
        list?.map((r) => (r.id === routine.id ? mergeCompleted(r, routine) : r)),
      );
      return refreshAfterWrite(queryClient, routineKeys.streak());
    },
  });
};
