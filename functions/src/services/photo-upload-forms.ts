import { server } from '@pele/shared/messages';
import type { PresignedUpload } from '@pele/shared/schemas/common';
import { privateUploadForms } from '../adapters/storage/private-upload-forms';
import type { UploadPurpose } from '../adapters/storage/upload-keys';
import { payloadTooLarge } from '../domain/errors';

/**
 * The first step of a photo upload (photo-uploads.ts reads it back): a presigned POST form. Apart so that the
 * routes that read uploads back do not load the POST presigner.
 */
export const photoUploadForms = {
  /** A presigned upload for one photo; an announced size over the limit is refused before signing. */
  async create(
    sub: string,
    purpose: UploadPurpose,
    request: { size: number; contentType: string },
    maxBytes: number,
  ): Promise<PresignedUpload> {
    if (request.size > maxBytes) throw payloadTooLarge(server.uploadTooLarge(maxBytes / 1048576));
    return privateUploadForms.create(sub, purpose, request.contentType, maxBytes);
  },
};
