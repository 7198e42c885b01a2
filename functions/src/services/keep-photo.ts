import { reencodeImage } from '../adapters/images/image-processing';
import { privateImages } from '../adapters/storage/private-images';
import type { UploadPurpose } from '../adapters/storage/upload-keys';
import { notImage, photoUploads } from './photo-uploads';

/**
 * Reads the caller's upload as `photoUploads.read` does, re-encodes it as WebP (orientation applied,
 * EXIF/GPS gone, long side capped at `maxSide`), keeps that copy under a new opaque key and removes the
 * raw upload. Returns the kept key; a 400 on `field` when the bytes are not an image.
 */
export async function keepPhoto(
  sub: string,
  purpose: UploadPurpose,
  uploadKey: string,
  limits: { maxBytes: number; maxSide: number; field: string },
): Promise<string> {
  const raw = await photoUploads.read(sub, purpose, uploadKey, limits.maxBytes, limits.field);
  const image = await reencodeImage(raw, { maxSide: limits.maxSide, format: 'webp' }).catch(async () => {
    await privateImages.remove(sub, uploadKey);
    throw notImage(limits.field);
  });
  const key = await privateImages.store(sub, purpose, image.bytes, image.contentType, image.extension);
  await privateImages.remove(sub, uploadKey);
  return key;
}
