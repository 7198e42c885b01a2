import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../../config';

/**
 * With the SDK's default checksum mode, presigned URLs carry the checksum of an empty body and streamed
 * puts store chunk framing; WHEN_REQUIRED avoids both, in AWS and against s3rver alike.
 */
export const s3 = new S3Client({
  forcePathStyle: config.s3ForcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
