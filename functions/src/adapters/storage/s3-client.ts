import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../../config';

/**
 * With the SDK's default checksum mode, presigned URLs carry the checksum of an empty body and streamed
 * puts store chunk framing; WHEN_REQUIRED avoids both, in AWS and against s3rver alike.
 */
const options = {
  forcePathStyle: config.s3ForcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

/** For the server's own calls; its endpoint comes from AWS_ENDPOINT_URL_S3 when set (the local run). */
export const s3 = new S3Client(options);

/**
 * For links the browser follows (presigned POST and GET). In AWS it is the same client; locally the browser
 * must use the address the page's CSP allows (S3_PUBLIC_ENDPOINT), which can differ from the server's.
 */
export const s3ForBrowser = config.s3PublicEndpoint
  ? new S3Client({ ...options, endpoint: config.s3PublicEndpoint })
  : s3;
