import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import S3rver from 's3rver';

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

/**
 * s3rver under <dataDir>/s3. It accepts the access key S3RVER only and checks neither sizes nor content types nor
 * presigned-POST policies: the API re-checks every uploaded object before use, in AWS too.
 */
export const startS3Local = async (options: {
  dataDir: string;
  port: number;
  buckets: string[];
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
  const http = createServer(server.callback());
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
