import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3Gate } from './s3-gate';

/**
 * CORS for the browser's presigned POST/PUT from the app origin and presigned GETs of private photos. Same
 * intent as the uploads bucket's CORS in the CDK data stack.
 */
export const bucketCors = (origins: string[]) => `<CORSConfiguration>
  <CORSRule>
${origins.map((origin) => `    <AllowedOrigin>${origin}</AllowedOrigin>`).join('\n')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver's one account; the local run signs with it (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY). */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * s3rver under <dataDir>/s3, behind a gate (s3/s3-gate.ts) that refuses what S3 refuses and s3rver does not:
 * wrong or expired signatures, presigned POSTs outside their policy, anonymous requests to private buckets
 * and bucket listings, keys that climb out of the bucket's folder. Both listen on 127.0.0.1 only. The API
 * still re-checks every uploaded object before use, as in AWS.
 */
export const startS3Local = async (options: {
  dataDir: string;
  port: number;
  buckets: string[];
  /** Buckets whose objects anyone may read, as CloudFront reads the media bucket; none may be listed. */
  publicReadBuckets?: string[];
  allowedOrigins: string[];
}) => {
  const directory = join(options.dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const cors = bucketCors(options.allowedOrigins);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory,
    silent: true,
    // Path-style only: the SDK is configured with forcePathStyle locally.
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  await server.configureBuckets();
  // Our own HTTP server around s3rver's request handler: s3rver's run() leaves listen errors unhandled.
  const http = createServer(
    createS3Gate({
      secretOf: (accessKeyId) =>
        accessKeyId === LOCAL_S3_CREDENTIALS.accessKeyId ? LOCAL_S3_CREDENTIALS.secretAccessKey : undefined,
      publicReadBuckets: options.publicReadBuckets ?? [],
      allowedOrigins: options.allowedOrigins,
      next: server.callback(),
    }),
  );
  await new Promise<void>((resolveListen, reject) => {
    http.once('error', reject);
    http.listen(options.port, '127.0.0.1', () => resolveListen());
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    publicEndpoint: `http://localhost:${options.port}`,
    stop: () =>
      new Promise<void>((resolveClose) => {
        http.closeAllConnections();
        http.close(() => resolveClose());
      }),
  };
};
