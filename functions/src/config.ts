/**
 * Environment the functions read, the same names in AWS (set by CDK) and locally (set by the local run).
 * AWS endpoints are not configured here: the SDK reads AWS_ENDPOINT_URL_<SERVICE> itself, which is how
 * the local run points the same code at the local stand-ins.
 */
const read = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') throw new Error(`missing environment variable ${name}`);
  return value;
};

export const config = {
  get region() {
    return read('AWS_REGION', 'us-east-1');
  },
  get tableName() {
    return read('TABLE_NAME');
  },
  get uploadsBucket() {
    return read('UPLOADS_BUCKET');
  },
  get mediaBucket() {
    return read('MEDIA_BUCKET');
  },
  get userPoolId() {
    return read('USER_POOL_ID');
  },
  get userPoolClientId() {
    return read('USER_POOL_CLIENT_ID');
  },
  /** Public address of the SPA, for links in e-mails (reset password). */
  get appUrl() {
    return read('APP_URL');
  },
  get analyzerFunctionName() {
    return read('ANALYZER_FUNCTION_NAME');
  },
  /** Only the local run sets this: s3rver needs path-style addressing. */
  get s3ForcePathStyle() {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
  /** Public base address the browser uses for S3 presigned links (locally the s3rver port). */
  get s3PublicEndpoint() {
    return process.env.S3_PUBLIC_ENDPOINT;
  },
};
