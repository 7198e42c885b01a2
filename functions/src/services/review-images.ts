import { REVIEW_PHOTO_MAX_BYTES } from '@pele/shared/constants';
import { privateImages } from '../adapters/storage/private-images';
import { keepPhoto } from './keep-photo';

/** Review photos are kept at most this long on their longest side. */
const REVIEW_PHOTO_SIDE = 1600;

export const reviewImages = {
  /**
   * Turns the photo list of a review form into stored keys: keys already on the review are kept, every
   * other key must be one of the caller's presigned uploads, checked (owner, size, magic bytes) and
   * re-encoded (EXIF/GPS stripped). One at a time, to keep memory flat. If one fails, the ones stored by
   * this call are removed again.
   */
  async accept(sub: string, keys: readonly string[], kept: readonly string[] = []): Promise<string[]> {
    const stored: string[] = [];
    const created: string[] = [];
    try {
      for (const key of new Set(keys)) {
        if (kept.includes(key)) {
          stored.push(key);
          continue;
        }
        const newKey = await keepPhoto(sub, 'review', key, {
          maxBytes: REVIEW_PHOTO_MAX_BYTES,
          maxSide: REVIEW_PHOTO_SIDE,
          field: 'images',
        });
        created.push(newKey);
        stored.push(newKey);
      }
    } catch (error) {
      await reviewImages.discard(sub, created);
      throw error;
    }
    return stored;
  },

  async discard(sub: string, keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => privateImages.remove(sub, key)));
  },
};
