import { randomUUID } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { PRESIGNED_UPLOAD_SECONDS } from '@pele/shared/constants';
import type { PresignedUpload } from '@pele/shared/schemas/common';
import { config } from '../../config';
import { objectsRepository } from '../dynamo/objects-repository';
import { s3ForBrowser } from './s3-client';
import { RAW_UPLOAD_RECORD_SECONDS, tmpPrefix, type UploadPurpose } from './upload-keys';

/**
 * Presigned POST forms the browser uploads with, straight into the private bucket (private-images.ts reads the
 * upload back and checks it). Apart so that only the routes that hand out a form load the POST presigner.
 */
export const privateUploadForms = {
  /** A presigned POST whose policy enforces the content type and the size range, for a key `sub` now owns. */
  async create(
    sub: string,
    purpose: UploadPurpose,
    contentType: string,
    maxBytes: number,
  ): Promise<PresignedUpload> {
    const key = `${tmpPrefix(purpose)}${randomUUID()}`;
    await objectsRepository.record(
      sub,
      key,
      purpose,
      Math.floor(Date.now() / 1000) + RAW_UPLOAD_RECORD_SECONDS,
    );
    const { url, fields } = await createPresignedPost(s3ForBrowser, {
      Bucket: config.uploadsBucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: PRESIGNED_UPLOAD_SECONDS,
    });
    return { url, fields, key, maxBytes, expiresIn: PRESIGNED_UPLOAD_SECONDS };
  },
};
