import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '../../products';
import { profileStatsKey } from '../../profile';
import { reviewKeys } from './review-keys';

/** A review write changes the product's average and count, the lists and the profile's review count. */
export const invalidateAfterReviewChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileStatsKey }),
  ]);
