/**
 * Where a public media object lives, without the S3 client: views that only link to images (products, cart,
 * reviews) import this, so their handlers' bundles do not load the S3 SDK at all.
 *
 * The public media bucket sits behind CloudFront's `/media/*` behaviour. CloudFront forwards the path
 * unchanged, so an image the browser reads at `/media/<key>` is stored under the object key `media/<key>`;
 * the local gateway's `/media/*` proxy maps paths the same way.
 */
const OBJECT_PREFIX = 'media/';

export const mediaUrl = (key: string) => `/${OBJECT_PREFIX}${key}`;
export const mediaObjectKey = (key: string) => `${OBJECT_PREFIX}${key}`;
