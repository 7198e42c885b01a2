import * as z from 'zod/mini';
import { photoConsent, user } from './auth';
import { schema } from './schema';
import { analysis } from './skin-analysis';

/** A record as the product keeps it (the table's own keys left out): the export shows data as stored. */
const storedRecord = /* @__PURE__ */ schema(() => z.record(z.string(), z.unknown()));

export const consentEvent = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    action: z.enum(['given', 'revoked']),
    version: z.string(),
    at: z.string(),
  }),
);

/** A photo the user has stored, with a presigned link that expires with the others (`linksExpireInSeconds`). */
export const exportedPhoto = /* @__PURE__ */ schema(() =>
  z.object({
    purpose: z.enum(['analysis', 'profile', 'review']),
    storedAt: z.string(),
    url: z.string(),
  }),
);

/**
 * `GET /users/me/export` (LGPD art. 18, II and V: access and portability): everything the product keeps about
 * the caller, as JSON. Photos are not inlined: each is a link of a few minutes, in `photos` and where a record
 * shows one (profile image, analyses, reviews).
 */
export const dataExport = /* @__PURE__ */ schema(() =>
  z.object({
    exportedAt: z.string(),
    linksExpireInSeconds: z.number().check(z.int()),
    profile: user,
    photoConsent: z.object({ current: z.nullable(photoConsent), history: z.array(consentEvent) }),
    analyses: z.array(analysis),
    routines: z.array(storedRecord),
    routineCompletions: z.array(storedRecord),
    /** The daily skin check-ins: one score (0–100) per day. */
    checkIns: z.array(storedRecord),
    /** The challenges joined, with their terms, state and, once over, the days done. */
    challenges: z.array(storedRecord),
    /** The label scans kept: the list read, each ingredient's explanation and flags. */
    scans: z.array(storedRecord),
    favourites: z.array(storedRecord),
    avoidList: z.nullable(storedRecord),
    reviews: z.array(storedRecord),
    /** The reviews the person marked 'Útil'. */
    helpfulVotes: z.array(storedRecord),
    /** The reviews the person reported, with the reason given. */
    reviewReports: z.array(storedRecord),
    cart: z.array(storedRecord),
    orders: z.array(storedRecord),
    subscriptions: z.array(storedRecord),
    payments: z.array(storedRecord),
    photos: z.array(exportedPhoto),
    /** Anything else the account holds, as stored (a notice sent, for instance). */
    other: z.array(storedRecord),
  }),
);
export type DataExport = z.infer<typeof dataExport>;
