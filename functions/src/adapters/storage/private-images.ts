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
import { objectsRepository, type Retention } from '../dynamo/objects-repository';
import { s3, s3ForBrowser } from './s3-client';

/**
 * The private uploads bucket. Layout (the bucket's lifecycle rule expires `uploads/tmp/` after a day):
 *   uploads/tmp/<purpose>/<uuid>          raw browser uploads, never read back by anyone but the server
 *   photos/<purpose>/<uuid>.<ext>         re-encoded images (EXIF/GPS stripped) the app keeps
 * No key names its owner: a presigned link to a review photo or an avatar must not tell whose it is. The
 * owner of each object is an item in the owner's partition of the table (keys.ts, pattern 39), written
 * before the object; uploads are checked against it and account erasure deletes through it.
 */
export type UploadPurpose = 'profile' | 'analysis' | 'review' | 'product';

const tmpPrefix = (purpose: UploadPurpose) => `uploads/tmp/${purpose}/`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const isUploadKey = (purpose: UploadPurpose, key: string) =>
  new RegExp(`^${tmpPrefix(purpose)}${UUID}$`).test(key);
/**
 * The ownership item of a raw upload outlives the object: S3's lifecycle rule removes it after a day, but
 * only eventually, and erasure must still find it until then. A week covers the rule's lag.
 */
const RAW_UPLOAD_RECORD_SECONDS = 7 * 24 * 3600;

/** Objects stored before keys became opaque sat under the owner's id; erasure still sweeps those prefixes. */
const legacyPrefixes = (sub: string) => [`users/${sub}/`, `uploads/tmp/${sub}/`];

const deleteObjects = async (objectKeys: readonly string[]): Promise<number> => {
  for (let i = 0; i < objectKeys.length; i += 1000) {
    const part = objectKeys.slice(i, i + 1000);
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: config.uploadsBucket,
        Delete: { Objects: part.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
  return objectKeys.length;
};

export const privateImages = {
  /** A presigned POST whose policy enforces the content type and the size range, for a key `sub` now owns. */
  async presignUpload(
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

  /**
   * Reads back an upload after checking it is the caller's and within the size limit. The policy already
   * enforces the size, but a key from the body is never trusted: its owner is looked up in the table.
   */
  async readUpload(sub: string, purpose: UploadPurpose, key: string, maxBytes: number): Promise<Buffer> {
    if (!isUploadKey(purpose, key) || !(await objectsRepository.owns(sub, key, purpose)))
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

  /**
   * Keeps a re-encoded image for `sub` under a fresh opaque key; the owner is recorded first, with the
   * photo's retention deadline when it has one (face photos), so no kept face photo escapes the rule.
   */
  async store(
    sub: string,
    purpose: UploadPurpose,
    bytes: Buffer,
    contentType: string,
    extension: string,
    retention?: Retention,
  ): Promise<string> {
    const key = `photos/${purpose}/${randomUUID()}.${extension}`;
    await objectsRepository.record(sub, key, purpose, undefined, retention);
    await s3.send(
      new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: bytes, ContentType: contentType }),
    );
    return key;
  },

  /** Deletes one of `sub`'s objects; the ownership item goes last, so a failure leaves erasure a way to it. */
  async remove(sub: string, key: string): Promise<void> {
    await s3.send(new DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    await objectsRepository.forget(sub, key);
  },

  /** A GET link that lives a few minutes: face photos are never public. */
  async readLink(key: string): Promise<string> {
    return getSignedUrl(s3ForBrowser, new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }), {
      expiresIn: PRESIGNED_READ_SECONDS,
    });
  },

  /**
   * Deletes every object of `purpose` the user has, kept or still raw, and their ownership items (revoking the
   * consent for face photos). Returns how many objects went.
   */
  async removeEveryOne(sub: string, purpose: UploadPurpose): Promise<number> {
    let removed = 0;
    for await (const objectKeys of objectsRepository.keysOf(sub, purpose)) {
      removed += await deleteObjects(objectKeys);
      await objectsRepository.forgetAll(sub, objectKeys);
    }
    return removed;
  },

  /**
   * Deletes every object the user has, kept or still raw (account erasure), found through the ownership
   * items; those go with the rest of the account's partition afterwards.
   */
  async removeAllOf(sub: string): Promise<number> {
    let removed = 0;
    for await (const objectKeys of objectsRepository.keysOf(sub)) removed += await deleteObjects(objectKeys);
    for (const prefix of legacyPrefixes(sub)) {
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: config.uploadsBucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        removed += await deleteObjects(
          (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])),
        );
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
    return removed;
  },
};
