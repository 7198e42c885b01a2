import * as z from 'zod/mini';
import { text } from './common';
import { productMessages } from './products';
import { schema } from './schema';
import { latestAnalysis } from './skin-analysis';

export const AVOID_LIST_MAX = 50;
export const AVOID_TERM_MAX = 60;

export const allergiesBody = /* @__PURE__ */ schema(() =>
  z.strictObject({
    allergies: z
      .array(
        text(AVOID_TERM_MAX, {
          error: productMessages.allergyTerm,
          tooLong: productMessages.allergyTerm,
        }).check(z.minLength(1, { error: productMessages.allergyTerm })),
        { error: productMessages.allergiesRequired },
      )
      .check(z.maxLength(AVOID_LIST_MAX, { error: productMessages.allergyList })),
  }),
);

/** How the server reads each term: a family ('parabenos'), a known ingredient, or words on labels. */
export const avoidTerm = /* @__PURE__ */ schema(() =>
  z.object({
    term: z.string(),
    matchedAs: z.nullable(z.enum(['family', 'ingredient', 'text'])),
    /** pt-BR name of the family or ingredient, when the term was recognised as one. */
    name: z.nullable(z.string()),
  }),
);

export const allergies = /* @__PURE__ */ schema(() =>
  z.object({
    allergies: z.array(z.string()),
    terms: z.array(avoidTerm),
    updatedAt: z.nullable(z.string()),
  }),
);

/** Profile counts (spec 3). */
export const profileStats = /* @__PURE__ */ schema(() =>
  z.object({
    analysisCount: z.number().check(z.int()),
    latestAnalysis,
    orderCount: z.number().check(z.int()),
    reviewCount: z.number().check(z.int()),
    savedProductCount: z.number().check(z.int()),
  }),
);
