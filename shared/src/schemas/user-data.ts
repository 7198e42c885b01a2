import * as z from 'zod';
import { text } from './common';
import { productMessages } from './products';
import { latestAnalysis } from './skin-analysis';

export const AVOID_LIST_MAX = 50;
export const AVOID_TERM_MAX = 60;

export const allergiesBody = z
  .object({
    allergies: z
      .array(
        text(AVOID_TERM_MAX, {
          error: productMessages.allergyTerm,
          tooLong: productMessages.allergyTerm,
        }).min(1, { error: productMessages.allergyTerm }),
        { error: productMessages.allergiesRequired },
      )
      .max(AVOID_LIST_MAX, { error: productMessages.allergyList }),
  })
  .strict();

/** How the server reads each term: a family ('parabenos'), a known ingredient, or words on labels. */
export const avoidTerm = z.object({
  term: z.string(),
  matchedAs: z.enum(['family', 'ingredient', 'text']).nullable(),
  /** pt-BR name of the family or ingredient, when the term was recognised as one. */
  name: z.string().nullable(),
});

export const allergies = z.object({
  allergies: z.array(z.string()),
  terms: z.array(avoidTerm),
  updatedAt: z.string().nullable(),
});

/** Profile counts (spec 3). */
export const profileStats = z.object({
  analysisCount: z.number().int(),
  latestAnalysis,
  orderCount: z.number().int(),
  reviewCount: z.number().int(),
  savedProductCount: z.number().int(),
});
