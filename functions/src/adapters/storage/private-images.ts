import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PRESIGNED_READ_SECONDS, PRESIGNED_UPLOAD_SECONDS } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import type { PresignedUpload } from '@pele/shared/schemas/common';
import { config } from '../../config';
import { forbidden, notFound, payloadTooLarge } from '../../domain/errors';
import { s3, s3ForBrowser } from './s3-client';

/**
 * The private uploads bucket. Layout (the bucket's lifecycle rule expires `uploads/tmp/` after a day):
 *   uploads/tmp/<sub>/<purpose>/<uuid>   raw browser uploads, never read back by anyone but the server
 *   users/<sub>/<purpose>/<uuid>.<ext>   re-encoded images (EXIF/GPS stripped) the app keeps
 * Everything of a user sits under a prefix with their sub, so erasure deletes two prefixes.
 */
export type UploadPurpose = 'profile' | 'analysis' | 'review' | 'product';

const tmpPrefix = (sub: string, purpose: UploadPurpose) => `uploads/tmp/${sub}/${purpose}/`;

export const privateImages = {
  /** A presigned POST whose policy enforces the content type and the size range. */
  async presignUpload(
    sub: string,
    purpose: UploadPurpose,
    contentType: string,
    maxBytes: number,
  ): Promise<PresignedUpload> {
    const key = `${tmpPrefix(sub, purpose)}${randomUUID()}`;
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

  /**
   * Reads back an upload after checking it is the caller's and within the size limit. The policy already
   * enforces both in AWS, but s3rver ignores policies, and a key from the body is never trusted.
   */
  async readUpload(sub: string, purpose: UploadPurpose, key: string, maxBytes: number): Promise<Buffer> {
    if (!key.startsWith(tmpPrefix(sub, purpose)) || key.includes('..'))
      throw forbidden(server.uploadForeignKey);
    const head = await s3
      .send(new HeadObjectCommand({ Bucket: config.uploadsBucket, Key: key }))
      .catch((error) => {
        if (['NotFound', 'NoSuchKey'].includes((error as Error).name)) throw notFound(server.uploadMissing);
        throw error;
      });
    if ((head.ContentLength ?? 0) > maxBytes)
      throw payloadTooLarge(server.uploadTooLarge(Math.round(maxBytes / 1048576)));
    const object = await s3.send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    const bytes = Buffer.from(
      await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
    if (bytes.byteLength > maxBytes)
      throw payloadTooLarge(server.uploadTooLarge(Math.round(maxBytes / 1048576)));
    return bytes;
  },

  async store(
    sub: string,
    purpose: UploadPurpose,
    bytes: Buffer,
    contentType: string,
    extension: string,
  ): Promise<string> {
    const key = `users/${sub}/${purpose}/${randomUUID()}.${extension}`;
    await s3.send(
      new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: bytes, ContentType: contentType }),
    );
    return key;
  },

  async remove(key: string): Promise<void> {
    await s3.send(new DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
  },

  /** A GET link that lives a few minutes: face photos are never public. */
  async readLink(key: string): Promise<string> {
    return getSignedUrl(s3ForBrowser, new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }), {
      expiresIn: PRESIGNED_READ_SECONDS,
    });
  },

  /** Deletes every object the user has, kept or still in tmp (account erasure). */
  async removeAllOf(sub: string): Promise<number> {
    let removed = 0;
    for (const prefix of [`users/${sub}/`, `uploads/tmp/${sub}/`]) {
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: config.uploadsBucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (objects.length > 0) {
          await s3.send(
            new DeleteObjectsCommand({ Bucket: config.uploadsBucket, Delete: { Objects: objects } }),
          );
          removed += objects.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
    return removed;
  },
};
