import { foldText } from '../../lib/fold-text';
import type { MyReview } from './api/get-my-reviews';

/** Reviews whose product name, title or text contains the search, ignoring case and accents. */
export const filterMyReviews = <
  T extends Pick<MyReview, 'title' | 'content'> & { product: { name: string } },
>(
  reviews: T[],
  search: string,
) => {
  const wanted = foldText(search);
  if (!wanted) return reviews;
  return reviews.filter((review) =>
    [review.product.name, review.title, review.content].some((text) => foldText(text).includes(wanted)),
  );
};
