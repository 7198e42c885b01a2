import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';

/**
 * Direct access to the local uploads bucket, for checking what an API call left behind (account erasure
 * must leave no object). Signed as the server signs: the local S3 refuses anonymous reads.
 */
const env = () => testStack().env;

let client: S3Client | undefined;
export const s3Client = () => {
  client ??= new S3Client({
    endpoint: env().AWS_ENDPOINT_URL_S3,
    region: env().AWS_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: env().AWS_ACCESS_KEY_ID ?? 'x',
      secretAccessKey: env().AWS_SECRET_ACCESS_KEY ?? 'x',
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
};

export const uploadsBucket = () => env().UPLOADS_BUCKET as string;

export const objectExists = async (key: string) =>
  s3Client()
    .send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }))
    .then(() => true)
    .catch((error: Error) => {
      if (error.name === 'NotFound' || error.name === 'NoSuchKey') return false;
      throw error;
    });

/** The object key a presigned GET link points to (path-style: /<bucket>/<key>). */
export const keyOfLink = (link: string) =>
  decodeURIComponent(new URL(link).pathname.split('/').slice(2).join('/'));
