import { S3Client } from '@aws-sdk/client-s3';

/**
 * The SDK signing as a client of the local S3 with one known key, for the signature checks' tests: nothing
 * listens at its endpoint; the tests only read what it signs.
 */
export const client = new S3Client({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:9',
  forcePathStyle: true,
  credentials: { accessKeyId: 'AKLOCAL', secretAccessKey: 'local-secret' },
});

/** The secret of the one key the local S3 knows in these tests. */
export const secretOf = (id: string) => (id === 'AKLOCAL' ? 'local-secret' : undefined);
