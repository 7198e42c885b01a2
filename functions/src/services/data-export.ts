import { PRESIGNED_READ_SECONDS } from '@pele/shared/constants';
import type { DataExport } from '@pele/shared/schemas/data-export';
import { type AccountItem, accountItems } from '../adapters/dynamo/account-items';
import { keys } from '../adapters/dynamo/keys';
import { reviewsRepository } from '../adapters/dynamo/reviews-repository';
import { privateImageLinks } from '../adapters/storage/private-image-links';
import type { AnalysisRecord } from '../domain/analysis/analysis-record';
import type { ConsentEvent } from '../domain/users/photo-consent';
import type { UserProfile } from '../domain/users/user-profile';
import { presentAnalysis } from './analysis-view';
import { presentUser } from './user-view';

type StoredRecord = Record<string, unknown>;

/**
 * Where each item of the partition goes in the export, by its sort key (keys.ts), first match wins. Items the
 * export shows elsewhere (the profile, objects as links, review pointers with their reviews) and the service's
 * own bookkeeping (revoked token ids, the routine generation lock) are left out; anything else unknown lands
 * in `other`, so nothing the account holds is missed.
 */
const SECTIONS: Array<[prefix: string, section: keyof DataExport | 'skip' | 'consent']> = [
  [keys.profile('').SK, 'skip'],
  [keys.analysisPrefix, 'analyses'],
  [keys.routineSet('').SK, 'skip'],
  [keys.routinePrefix, 'routines'],
  [keys.stepDonePrefix, 'routineCompletions'],
  [keys.checkInPrefix, 'checkIns'],
  [keys.challengePrefix, 'challenges'],
  // The running kinds: the challenges themselves say which run.
  [keys.challengeSet('').SK, 'skip'],
  [keys.scanPrefix, 'scans'],
  [keys.savedProductPrefix, 'favourites'],
  [keys.avoidList('').SK, 'avoidList'],
  [keys.reviewPrefix, 'skip'],
  [keys.helpfulVotePrefix, 'helpfulVotes'],
  [keys.reportPointerPrefix, 'reviewReports'],
  [keys.cartPrefix, 'cart'],
  [keys.orderPrefix, 'orders'],
  [keys.subscriptionPrefix, 'subscriptions'],
  [keys.stripeCustomer('').SK, 'payments'],
  [keys.checkout('', '').SK, 'payments'],
  [keys.consentEventPrefix, 'consent'],
  [keys.storedObjectPrefix, 'photos'],
  [keys.revokedSessionPrefix, 'skip'],
];

const sectionOf = (item: AccountItem) =>
  SECTIONS.find(([prefix]) => item.sortKey.startsWith(prefix))?.[1] ?? 'other';

const PERSONAL_PHOTOS = new Set(['analysis', 'profile', 'review']);

/** A kept photo as a link; raw uploads, product images and face photos past their deadline are left out. */
const photoLink = async (record: StoredRecord, now: Date) => {
  const key = String(record.objectKey ?? '');
  const purpose = String(record.purpose ?? '');
  if (!key.startsWith('photos/') || !PERSONAL_PHOTOS.has(purpose)) return [];
  if (typeof record.deleteAfter === 'string' && Date.parse(record.deleteAfter) <= now.getTime()) return [];
  return [
    {
      purpose: purpose as 'analysis' | 'profile' | 'review',
      storedAt: String(record.createdAt ?? ''),
      url: await privateImageLinks.readLink(key),
    },
  ];
};

/** Everything the product keeps about `profile`'s account, as the export route answers it. */
export const exportAccountData = async (
  profile: UserProfile,
  isAdmin: boolean,
  now: Date = new Date(),
): Promise<DataExport> => {
  const [items, reviews] = await Promise.all([
    accountItems.of(profile.userId),
    reviewsRepository.listByUser(profile.userId),
  ]);
  const grouped = new Map<string, StoredRecord[]>();
  for (const item of items) {
    const section = sectionOf(item);
    grouped.set(section, [...(grouped.get(section) ?? []), item.record]);
  }
  const section = (name: string) => grouped.get(name) ?? [];

  return {
    exportedAt: now.toISOString(),
    linksExpireInSeconds: PRESIGNED_READ_SECONDS,
    profile: await presentUser(profile, isAdmin),
    photoConsent: {
      current: profile.photoConsent ?? null,
      history: section('consent') as unknown as ConsentEvent[],
    },
    analyses: await Promise.all(
      section('analyses').map((record) => presentAnalysis(record as unknown as AnalysisRecord, now)),
    ),
    routines: section('routines'),
    routineCompletions: section('routineCompletions'),
    checkIns: section('checkIns'),
    challenges: section('challenges'),
    scans: section('scans'),
    favourites: section('favourites'),
    avoidList: section('avoidList')[0] ?? null,
    reviews: await Promise.all(
      reviews.map(async ({ imageKeys, ...review }) => ({
        ...review,
        images: await privateImageLinks.readLinks(imageKeys),
      })),
    ),
    helpfulVotes: section('helpfulVotes'),
    reviewReports: section('reviewReports'),
    cart: section('cart'),
    orders: section('orders'),
    subscriptions: section('subscriptions'),
    payments: section('payments'),
    photos: (await Promise.all(section('photos').map((record) => photoLink(record, now)))).flat(),
    other: section('other'),
  };
};
