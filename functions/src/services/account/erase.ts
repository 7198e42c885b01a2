import { identityProvider } from '../../adapters/cognito/identity-provider';
import { reviewFeedbackRepository } from '../../adapters/dynamo/review-feedback-repository';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { privateImages } from '../../adapters/storage/private-images';
import type { UserProfile } from '../../domain/users/user-profile';
import { logger } from '../../lib/logger';
import { settleAccount } from '../premium/settle-account';

/**
 * LGPD right to erasure: the money settled first (subscriptions ended, paid unshipped orders refunded, the
 * provider's customer deleted: services/premium/settle-account.ts), then photos, the reviews the account wrote
 * under products (each product's average and count corrected in the same transaction), every table item of the
 * account ('Útil' votes and reports taken off their reviews' counts first) but the sales kept as fiscal records,
 * then the Cognito user. Reviews go before the account's own partition, whose pointers say where they are.
 * Cognito goes last so that a failure half-way leaves an account that can still sign in and try again.
 */
export const eraseAccount = async (account: UserProfile) => {
  const { userId } = account;
  // First, so that a failure half-way never leaves a subscription billing, or a payment kept, for an account
  // that is gone.
  const settled = await settleAccount(userId);
  const objects = await privateImages.removeAllOf(userId);
  const reviews = await reviewsRepository.removeAllOf(userId);
  // Each 'Útil' the person gave leaves its review's count before the vote items go with the partition.
  const votes = await reviewFeedbackRepository.removeVotesOf(userId);
  const reports = await reviewFeedbackRepository.removeReportsOf(userId);
  const items = await usersRepository.deleteEverything(userId);
  await identityProvider.deleteUser(account.email);
  logger.info('account erased', { ...settled, objects, reviews, votes, reports, items });
  return { deleted: true as const };
};
