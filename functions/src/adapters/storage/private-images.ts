import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { server } from '@pele/shared/messages';
import { config } from '../../config';
import { forbidden, notFound, payloadTooLarge } from '../../domain/errors';
import { objectsRepository, type Retention } from '../dynamo/objects-repository';
import { s3 } from './s3-client';
import { isUploadKey, type UploadPurpose } from './upload-keys';

/*
 * The private uploads bucket's objects (layout and key rules in upload-keys.ts): reading an upload back,
 * keeping re-encoded images, deleting. The browser's side lives apart so that routes load only what they use:
 * upload forms in private-upload-forms.ts, short-lived links in private-image-links.ts.
 */

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
