import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../../config';
import { s3 } from './s3-client';

/**
 * The public media bucket behind CloudFront's `/media/*` behaviour. CloudFront forwards the path
 * unchanged, so an image the browser reads at `/media/<key>` is stored under the object key
 * `media/<key>`; the local gateway's `/media/*` proxy maps paths the same way.
 */
const OBJECT_PREFIX = 'media/';

export const mediaUrl = (key: string) => `/${OBJECT_PREFIX}${key}`;
export const mediaObjectKey = (key: string) => `${OBJECT_PREFIX}${key}`;

export const media = {
  async put(key: string, body: string | Buffer, contentType: string): Promise<void> {
    await s3.send(
      new PutObjectCommand({
        Bucket: config.mediaBucket,
        Key: mediaObjectKey(key),
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=86400',
      }),
    );
  },
};
