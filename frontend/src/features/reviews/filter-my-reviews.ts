import type { MyReview } from './api/get-my-reviews';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Reviews whose product name, title or text contains the search, ignoring case and accents. */
export const filterMyReviews = <
  T extends Pick<MyReview, 'title' | 'content'> & { product: { name: string } },
>(
  reviews: T[],
  search: string,
) => {
  const wanted = fold(search);
  if (!wanted) return reviews;
  return reviews.filter((review) =>
    [review.product.name, review.title, review.content].some((text) => fold(text).includes(wanted)),
  );
};
