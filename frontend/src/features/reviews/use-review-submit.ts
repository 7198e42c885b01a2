import { useCreateReview } from './api/create-review';
import type { MyReview } from './api/get-my-reviews';
import { uploadReviewPhoto } from './api/request-review-upload';
import { useUpdateReview } from './api/update-review';
import type { ReviewFormValues, TimeUsed } from './review-form';

/** Keys of the photos to keep, then the new ones once uploaded (in the order they were picked). */
const photoKeys = async (values: ReviewFormValues) => {
  const keys: string[] = [];
  for (const photo of values.photos) {
    keys.push(photo.kind === 'kept' ? photo.key : await uploadReviewPhoto(photo.file));
  }
  return keys;
};

/** The form values of an existing review, for the dialog's edit mode. */
export const reviewToForm = (review: MyReview): ReviewFormValues => ({
  rating: review.rating,
  title: review.title,
  content: review.content,
  timeUsed: review.timeUsed as TimeUsed,
  photos: review.imageKeys.map((key, index) => ({ kind: 'kept', key, url: review.images[index] ?? '' })),
});

/** What the review dialog hands its values to: upload the new photos, then create or update. */
export const useReviewSubmit = () => {
  const create = useCreateReview();
  const update = useUpdateReview();
  return {
    create: async (productId: string, values: ReviewFormValues) => {
      const images = await photoKeys(values);
      await create.mutateAsync({
        productId,
        rating: values.rating,
        title: values.title.trim(),
        content: values.content.trim(),
        timeUsed: values.timeUsed,
        images,
      });
    },
    update: async (reviewId: string, values: ReviewFormValues) => {
      const images = await photoKeys(values);
      await update.mutateAsync({
        id: reviewId,
        body: {
          rating: values.rating,
          title: values.title.trim(),
          content: values.content.trim(),
          time_used: values.timeUsed,
          images,
        },
      });
    },
  };
};
