import { DEFAULT_TIME_USED, type TIME_USED_OPTIONS } from '@pele/shared/constants';
import { validation } from '@pele/shared/messages';

export type TimeUsed = (typeof TIME_USED_OPTIONS)[number];

/** A photo of the form: one already on the review (kept by its key) or a new file to upload. */
export type ReviewPhoto =
  | { kind: 'kept'; key: string; url: string }
  | { kind: 'new'; file: File; url: string };

export interface ReviewFormValues {
  /** 0 until a star is chosen. */
  rating: number;
  title: string;
  content: string;
  timeUsed: TimeUsed;
  photos: ReviewPhoto[];
}

export type ReviewField = 'rating' | 'title' | 'content';
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export const emptyReview = (): ReviewFormValues => ({
  rating: 0,
  title: '',
  content: '',
  timeUsed: DEFAULT_TIME_USED,
  photos: [],
});

/** Spec 5: rating required, title and content required after trimming. */
export const validateReview = (values: ReviewFormValues): ReviewErrors => {
  const errors: ReviewErrors = {};
  if (values.rating < 1) errors.rating = validation.ratingRequired;
  if (!values.title.trim()) errors.title = validation.reviewTitleRequired;
  if (!values.content.trim()) errors.content = validation.reviewContentRequired;
  return errors;
};
