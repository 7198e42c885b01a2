import * as z from 'zod/mini';
import { numberText } from './common';
import { day } from './routines';

export * from './check-in-words';

import { CHECK_IN_PERIODS, CHECK_IN_SCORE_MAX, checkInMessages } from './check-in-words';
import { schema } from './schema';

export const checkInScore = /* @__PURE__ */ schema(() =>
  z
    .number({ error: checkInMessages.score })
    .check(
      z.int({ error: checkInMessages.score }),
      z.gte(0, { error: checkInMessages.score }),
      z.lte(CHECK_IN_SCORE_MAX, { error: checkInMessages.score }),
    ),
);

/**
 * `PUT /api/check-ins/today`. `day` is for a check-in kept offline and sent later: it may be today or yesterday
 * (the user's days), so a score given at 23:50 and sent at 00:10 lands on the day it was given. Without it the
 * server's today is used.
 */
export const putCheckInBody = /* @__PURE__ */ schema(() =>
  z.object({ score: checkInScore, day: z.optional(day) }),
);

export const checkIn = /* @__PURE__ */ schema(() =>
  z.object({
    day,
    score: z.number().check(z.int()),
    /** When the day's first score was sent. */
    createdAt: z.string(),
    /** When the score was last changed (the same as createdAt until then). */
    updatedAt: z.string(),
  }),
);
export type CheckIn = z.infer<typeof checkIn>;

export const checkInSaved = /* @__PURE__ */ schema(() =>
  z.object({
    checkIn,
    /** False when the day already had a score, now replaced. */
    created: z.boolean(),
    today: day,
  }),
);

export const checkInsQuery = /* @__PURE__ */ schema(() =>
  z.object({
    days: z._default(
      z.pipe(
        numberText(checkInMessages.period),
        z.literal(CHECK_IN_PERIODS, { error: checkInMessages.period }),
      ),
      30,
    ),
  }),
);

export const checkInAverage = /* @__PURE__ */ schema(() =>
  z.object({
    /** Days of this kind with a check-in. */
    days: z.number().check(z.int()),
    /** Mean score of those days, to one decimal. */
    averageScore: z.number(),
  }),
);

export const checkInHistory = /* @__PURE__ */ schema(() =>
  z.object({
    days: z.number().check(z.int()),
    /** First and last day of the period (last = today in the user's zone). */
    from: day,
    today: day,
    /** Oldest first. */
    checkIns: z.array(checkIn),
    /** Days of the period on which every step of at least one routine was completed (the streak's rule). */
    routineDays: z.array(day),
    /**
     * Average score on check-in days with the routine completed against the other check-in days; null until each
     * kind has CHECK_IN_COMPARISON_MIN_DAYS days. An observation of the user's own records, not a cause.
     */
    comparison: z.nullable(
      z.object({
        withRoutine: checkInAverage,
        withoutRoutine: checkInAverage,
        minimumDays: z.number().check(z.int()),
      }),
    ),
  }),
);
export type CheckInHistory = z.infer<typeof checkInHistory>;
