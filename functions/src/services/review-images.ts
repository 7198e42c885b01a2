import { REVIEW_PHOTO_MAX_BYTES } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import { reencodeImage } from '../adapters/images/image-processing';
import { sniffImageType } from '../adapters/images/image-type';
import { privateImages } from '../adapters/storage/private-images';
import { badRequest } from '../middleware/http-error';

/** Review photos are kept at most this long on their longest side. */
const REVIEW_PHOTO_SIDE = 1600;

const notImage = () => badRequest(server.uploadNotImage, { images: server.uploadNotImage });

async function acceptOne(sub: string, uploadKey: string): Promise<string> {
  const raw = await privateImages.readUpload(sub, 'review', uploadKey, REVIEW_PHOTO_MAX_BYTES);
  if (!sniffImageType(raw)) {
    await privateImages.remove(uploadKey);
    throw notImage();
  }
  const image = await reencodeImage(raw, { maxSide: REVIEW_PHOTO_SIDE, format: 'webp' }).catch(async () => {
    await privateImages.remove(uploadKey);
    throw notImage();
  });
  const key = await privateImages.store(sub, 'review', image.bytes, image.contentType, image.extension);
  await privateImages.remove(uploadKey);
  return key;
}

export const reviewImages = {
  /**
   * Turns the photo list of a review form into stored keys: keys already on the review are kept, every
   * other key must be one of the caller's presigned uploads, checked (owner prefix, size, magic bytes) and
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
        const newKey = await acceptOne(sub, key);
        created.push(newKey);
        stored.push(newKey);
      }
    } catch (error) {
      await reviewImages.discard(created);
      throw error;
    }
    return stored;
  },

  async discard(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => privateImages.remove(key)));
  },

  /** Presigned GETs of a few minutes: review photos stay in the private bucket. */
  links: (keys: readonly string[]) => Promise.all(keys.map((key) => privateImages.readLink(key))),
};
