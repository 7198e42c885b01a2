import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PRESIGNED_READ_SECONDS } from '@pele/shared/constants';
import { config } from '../../config';
import { s3ForBrowser } from './s3-client';

/**
 * Short-lived GET links to objects of the private uploads bucket (private-images.ts keeps them): face photos
 * and review photos are never public. Apart from the writes so that views which only link (a review, a user,
 * an analysis) load the request presigner and nothing for uploads.
 */
export const privateImageLinks = {
  /** A GET link that lives a few minutes. */
  readLink: (key: string): Promise<string> =>
    getSignedUrl(s3ForBrowser, new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }), {
      expiresIn: PRESIGNED_READ_SECONDS,
    }),

  readLinks: (keys: readonly string[]): Promise<string[]> =>
    Promise.all(keys.map(privateImageLinks.readLink)),
};
