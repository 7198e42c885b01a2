import type { AdminUser } from '@pele/shared/schemas/admin';
import { profileCounts } from '../../adapters/dynamo/profile-counts';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { currentSubscription } from '../../domain/plans/subscription-access';
import type { UserProfile } from '../../domain/users/user-profile';

/** One account as the staff's table shows it: plan now and what the account has made (a few Queries, one page). */
export async function presentAdminUser(profile: UserProfile, now: Date): Promise<AdminUser> {
  const [subscriptions, analyses, reviews, orders] = await Promise.all([
    subscriptionsRepository.list(profile.userId),
    profileCounts.completeAnalyses(profile.userId),
    profileCounts.reviews(profile.userId),
    profileCounts.orders(profile.userId),
  ]);
  const current = currentSubscription(subscriptions, now);
  const inTrial = Date.parse(profile.trialEndsAt) > now.getTime();
  return {
    id: profile.userId,
    name: profile.name,
    email: profile.email,
    isActive: profile.isActive,
    createdAt: profile.createdAt,
    plan: current
      ? {
          kind: 'subscription',
          name: current.plan.name,
          status: current.status,
          until: current.currentPeriodEnd,
        }
      : inTrial
        ? { kind: 'trial', name: null, status: null, until: profile.trialEndsAt }
        : { kind: 'none', name: null, status: null, until: null },
    counts: { analyses, reviews, orders },
  };
}
