import { FREE_TRIAL_DAYS } from '@pele/shared/constants';

/**
 * The environment the functions read: each variable's name is declared here once, and the CDK app and the
 * local run build the environment they hand to the functions from the same declaration
 * (`functionEnvironment`), so a renamed or new variable cannot drift between AWS, the local run and the code.
 * Every read goes through `config`. AWS endpoints are not configured here: the SDK reads
 * AWS_ENDPOINT_URL_<SERVICE> itself, which is how the local run points the same code at the stand-ins.
 */
export const ENV_NAMES = {
  tableName: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  mediaBucket: 'MEDIA_BUCKET',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Public address of the SPA, for links in e-mails (reset password). */
  appUrl: 'APP_URL',
  analyzerFunctionName: 'ANALYZER_FUNCTION_NAME',
  /** Only the local run sets it: s3rver needs path-style addressing. */
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  /** Public base address the browser uses for S3 presigned links (locally the s3rver port). */
  s3PublicEndpoint: 'S3_PUBLIC_ENDPOINT',
  /** Where the analyzer's model and WASM files are; unset, the npm packages' own copies are used. */
  modelBasePath: 'MODEL_BASE_PATH',
  wasmPath: 'WASM_PATH',
  /** The label scanner's INCI dictionary file; unset, the repository's copy (functions/data/inci/). */
  inciDictionaryPath: 'INCI_DICTIONARY_PATH',
  /**
   * Stripe: in AWS one Secrets Manager secret (JSON `{"secretKey", "webhookSecret"}`) named by its id; locally
   * the keys themselves and the address of the local Stripe stand-in. With neither, payments answer 503.
   */
  stripeSecretId: 'STRIPE_SECRET_ID',
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
  stripeApiHost: 'STRIPE_API_HOST',
  stripeApiPort: 'STRIPE_API_PORT',
  stripeApiProtocol: 'STRIPE_API_PROTOCOL',
  /** Sender of the product's own e-mails (the trial reminder), a verified SES identity in AWS. */
  mailFrom: 'MAIL_FROM',
  /** Length of a new account's free trial in days (decimals allowed: 0.01 ≈ 15 minutes); default 7. */
  freeTrialDays: 'FREE_TRIAL_DAYS',
  /**
   * The contacts until staff set them in the panel (each may be unset: its links are hidden): the support
   * WhatsApp (digits with country code), the support e-mail, the data-protection officer's e-mail.
   */
  supportPhone: 'SUPPORT_PHONE',
  supportEmail: 'SUPPORT_EMAIL',
  privacyEmail: 'PRIVACY_EMAIL',
  /** The function that sends a stored notification to the person's browsers (Web Push); unset, push is off. */
  pushSenderFunctionName: 'PUSH_SENDER_FUNCTION_NAME',
  /**
   * Web Push's VAPID key pair: in AWS one Secrets Manager secret (JSON `{"publicKey", "privateKey"}`) named by
   * its id; locally the keys themselves, generated when the stack starts. The subject is a mailto: or https: URL.
   */
  vapidSecretId: 'VAPID_SECRET_ID',
  vapidPublicKey: 'VAPID_PUBLIC_KEY',
  vapidPrivateKey: 'VAPID_PRIVATE_KEY',
  vapidSubject: 'VAPID_SUBJECT',
  logLevel: 'LOG_LEVEL',
  /** 'true' in the local run and tests: every answer is checked against its route's response schema. */
  validateResponses: 'VALIDATE_RESPONSES',
} as const;
export type EnvKey = keyof typeof ENV_NAMES;

/** `{ tableName: 'x' }` → `{ TABLE_NAME: 'x' }`: what CDK and the local run pass to the functions. */
export const functionEnvironment = (values: Partial<Record<EnvKey, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .filter((entry): entry is [EnvKey, string] => entry[1] !== undefined)
      .map(([key, value]) => [ENV_NAMES[key], value]),
  );

const optional = (key: EnvKey): string | undefined => process.env[ENV_NAMES[key]] || undefined;
const required = (key: EnvKey): string => {
  const value = optional(key);
  if (value === undefined) throw new Error(`missing environment variable ${ENV_NAMES[key]}`);
  return value;
};

export const config = {
  get tableName() {
    return required('tableName');
  },
  get uploadsBucket() {
    return required('uploadsBucket');
  },
  get mediaBucket() {
    return required('mediaBucket');
  },
  get userPoolId() {
    return required('userPoolId');
  },
  get userPoolClientId() {
    return required('userPoolClientId');
  },
  get appUrl() {
    return required('appUrl');
  },
  get analyzerFunctionName() {
    return required('analyzerFunctionName');
  },
  get s3ForcePathStyle() {
    return optional('s3ForcePathStyle') === 'true';
  },
  get s3PublicEndpoint() {
    return optional('s3PublicEndpoint');
  },
  get modelBasePath() {
    return optional('modelBasePath');
  },
  get inciDictionaryPath() {
    return optional('inciDictionaryPath');
  },
  get wasmPath() {
    return optional('wasmPath');
  },
  get stripeSecretId() {
    return optional('stripeSecretId');
  },
  get stripeSecretKey() {
    return optional('stripeSecretKey');
  },
  get stripeWebhookSecret() {
    return optional('stripeWebhookSecret');
  },
  /** Only the local run sets these: the SDK then talks to the local Stripe stand-in. */
  get stripeApi() {
    const host = optional('stripeApiHost');
    if (!host) return undefined;
    return {
      host,
      port: Number(optional('stripeApiPort') ?? 443),
      protocol: optional('stripeApiProtocol') === 'http' ? ('http' as const) : ('https' as const),
    };
  },
  get mailFrom() {
    return optional('mailFrom') ?? 'Pele.AI <no-reply@pele.ai>';
  },
  get freeTrialDays() {
    const days = Number(optional('freeTrialDays') ?? FREE_TRIAL_DAYS);
    return Number.isFinite(days) && days >= 0 ? days : FREE_TRIAL_DAYS;
  },
  /** WhatsApp support number (digits with country code) until staff set one in the panel; may be empty. */
  get supportPhone() {
    return optional('supportPhone') ?? '';
  },
  get supportEmail() {
    return optional('supportEmail') ?? '';
  },
  get privacyEmail() {
    return optional('privacyEmail') ?? '';
  },
  get pushSenderFunctionName() {
    return optional('pushSenderFunctionName');
  },
  get vapidSecretId() {
    return optional('vapidSecretId');
  },
  get vapidPublicKey() {
    return optional('vapidPublicKey');
  },
  get vapidPrivateKey() {
    return optional('vapidPrivateKey');
  },
  get vapidSubject() {
    return optional('vapidSubject') ?? 'mailto:no-reply@pele.ai';
  },
  get logLevel() {
    return (optional('logLevel') ?? 'INFO').toUpperCase();
  },
  get validateResponses() {
    return optional('validateResponses') === 'true';
  },
};
