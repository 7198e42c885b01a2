/**
 * The private uploads bucket. Layout (the bucket's lifecycle rule expires `uploads/tmp/` after a day):
 *   uploads/tmp/<purpose>/<uuid>          raw browser uploads, never read back by anyone but the server
 *   photos/<purpose>/<uuid>.<ext>         re-encoded images (EXIF/GPS stripped) the app keeps
 * No key names its owner: a presigned link to a review photo or an avatar must not tell whose it is. The
 * owner of each object is an item in the owner's partition of the table (keys.ts, pattern 39), written
 * before the object; uploads are checked against it and account erasure deletes through it.
 */
export type UploadPurpose = 'profile' | 'analysis' | 'review' | 'product';

export const tmpPrefix = (purpose: UploadPurpose) => `uploads/tmp/${purpose}/`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const isUploadKey = (purpose: UploadPurpose, key: string) =>
  new RegExp(`^${tmpPrefix(purpose)}${UUID}$`).test(key);
/**
 * The ownership item of a raw upload outlives the object: S3's lifecycle rule removes it after a day, but
 * only eventually, and erasure must still find it until then. A week covers the rule's lag.
 */
export const RAW_UPLOAD_RECORD_SECONDS = 7 * 24 * 3600;
