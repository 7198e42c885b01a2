import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../../config';
import { mediaObjectKey } from './media-url';
import { s3 } from './s3-client';

/** Writes to the public media bucket (see media-url.ts for where objects live and how they are linked). */
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
