import { PHOTO_RETENTION_DAYS } from '@pele/shared/constants';
import type { PhotoStatus } from '@pele/shared/schemas/skin-analysis';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a kept face photo is gone while its numbers stay. */
export type PhotoRemoval = 'retention' | 'consent_revoked';

export interface PhotoFacts {
  createdAt: string;
  imageKey: string | null;
  photoDeleteAfter?: string | null;
  photoRemoved?: PhotoRemoval | null;
}

/** The retention rule of the privacy page: a face photo is deleted `PHOTO_RETENTION_DAYS` after it was kept. */
export const photoDeleteAfter = (storedAt: Date, days: number = PHOTO_RETENTION_DAYS): string =>
  new Date(storedAt.getTime() + days * DAY_MS).toISOString();

/** When the photo goes; analyses kept before the rule count from their creation. */
export const deadlineOf = (facts: PhotoFacts): string | null =>
  facts.imageKey ? (facts.photoDeleteAfter ?? photoDeleteAfter(new Date(facts.createdAt))) : null;

/**
 * What the owner is told about the photo of an analysis. A photo past its deadline counts as expired at once,
 * even if the hourly job has not deleted it yet: no link to it is handed out after the promised date.
 */
export const photoStatusOf = (facts: PhotoFacts, now: Date): PhotoStatus => {
  if (facts.photoRemoved === 'consent_revoked') return 'revoked';
  if (facts.photoRemoved === 'retention') return 'expired';
  const deadline = deadlineOf(facts);
  if (!deadline) return 'none';
  return Date.parse(deadline) <= now.getTime() ? 'expired' : 'available';
};
