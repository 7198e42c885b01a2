import { server } from '@pele/shared/messages';
import { sniffImageType } from '../adapters/images/image-type';
import { privateImages } from '../adapters/storage/private-images';
import type { UploadPurpose } from '../adapters/storage/upload-keys';
import { badRequest } from '../domain/errors';

/** The 400 for an upload that is not an image, on the form field that named it. */
export const notImage = (field: string) =>
  badRequest(server.uploadNotImage, { [field]: server.uploadNotImage });

/**
 * Photos the browser uploads straight to the private bucket: a presigned POST first (photo-upload-forms.ts),
 * then the server reads the object back and checks it again (a key from a body is never trusted: its owner is
 * looked up). Re-encoding lives in keep-photo.ts, so handlers that only sign or check do not load sharp.
 */
export const photoUploads = {
  /**
   * The caller's upload (owner and size checked); one whose magic bytes are not an image's is
   * removed and refused with a 400 on `field`.
   */
  async read(
    sub: string,
    purpose: UploadPurpose,
    key: string,
    maxBytes: number,
    field: string,
  ): Promise<Buffer> {
    const raw = await privateImages.readUpload(sub, purpose, key, maxBytes);
    if (!sniffImageType(raw)) {
      await privateImages.remove(sub, key);
      throw notImage(field);
    }
    return raw;
  },
};
