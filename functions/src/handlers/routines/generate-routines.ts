import { generateRoutines } from '@pele/shared/routes/routines';
import { userDay } from '@pele/shared/routine-days';
import { createHandler } from '../../middleware/create-handler';
import { generateFreshRoutines } from '../../services/generate-routines';
import { timeZoneOf, toRoutineView } from '../../services/routine-views';

/** Builds the caller's morning and evening routines from their latest analysis (services/generate-routines.ts). */
export const handler = createHandler(generateRoutines, async ({ caller, account }) => {
  const now = new Date();
  const fresh = await generateFreshRoutines(caller.userId, now);
  const today = userDay(now, timeZoneOf(account));
  return {
    morning: toRoutineView(fresh.morning, new Set(), today),
    evening: toRoutineView(fresh.evening, new Set(), today),
    generatedAt: fresh.generatedAt,
  };
});
