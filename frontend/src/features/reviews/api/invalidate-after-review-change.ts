import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '../../../lib/query-client';
import { productKeys } from '../../products';
import { profileStatsKey } from '../../profile';
import { reviewKeys } from './review-keys';

/** A review write changes the product's average and count, the lists and the profile's review count. */
export const invalidateAfterReviewChange = (queryClient: QueryClient) =>
  refreshAfterWrite(queryClient, reviewKeys.all, productKeys.all, profileStatsKey);
