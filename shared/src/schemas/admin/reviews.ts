import * as z from 'zod/mini';
import { preprocess } from '../common';
import { MODERATION_STATES, moderationState, REPORT_REASON_KEYS, review } from '../reviews';
import { schema } from '../schema';
import { adminMessages } from './admin-words';
import { blankToUndefined, pageQuery, pagination } from './paging';

export const adminReviewsQuery = /* @__PURE__ */ schema(() =>
  z.extend(pageQuery, {
    status: preprocess(
      blankToUndefined,
      z.optional(z.enum(MODERATION_STATES, { error: adminMessages.moderationState })),
    ),
  }),
);
export const adminReview = /* @__PURE__ */ schema(() =>
  z.extend(review, {
    moderation: moderationState,
    product: z.object({ id: z.string(), name: z.string() }),
    author: z.object({ id: z.string(), name: z.string() }),
    /** How many people reported it ('Denunciar'); a report puts a kept review back among the pending. */
    reportCount: z.number().check(z.int()),
    /** The reports, newest first: the reason's key and words, and the reporter's details. */
    reports: z.array(
      z.object({
        reason: z.enum(REPORT_REASON_KEYS),
        reasonLabel: z.string(),
        details: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
);
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewPage = /* @__PURE__ */ schema(() =>
  z.object({ reviews: z.array(adminReview), pagination }),
);
export const moderateBody = /* @__PURE__ */ schema(() =>
  z.object({
    approved: z.boolean({ error: 'Informe approved como verdadeiro ou falso.' }),
  }),
);
