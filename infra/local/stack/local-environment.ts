import { randomBytes } from 'node:crypto';
import { functionEnvironment } from '@pele/functions/config';
import webpush from 'web-push';
import { LOCAL_INVOCATION_ENV } from '../stand-ins/lambda/invocation';
import { LOCAL_S3_CREDENTIALS } from '../stand-ins/s3/s3-local';
import { freePorts } from './free-port';

/** Names the local run gives the resources CDK creates in AWS. */
export const localNames = {
  table: 'pele',
  uploadsBucket: 'pele-uploads',
  mediaBucket: 'pele-media',
  customMessageFunction: 'pele-custom-message',
  analyzerFunction: 'pele-analyzer',
  analyzerFailedFunction: 'pele-analyzer-failed',
  pushSenderFunction: 'pele-push-sender',
} as const;

/**
 * The contacts of a local run until staff change them in the panel (SUPPORT_EMAIL and PRIVACY_EMAIL replace
 * them): mailboxes of the local run's own domain, the admin's and the sender's. No WhatsApp number is made up:
 * the support chat links stay hidden until SUPPORT_PHONE (digits with country code) or the panel gives one.
 */
export const localContacts = {
  supportEmail: 'suporte@pele.ai.local',
  privacyEmail: 'privacidade@pele.ai.local',
};

const STAND_INS = ['dynamodb', 's3', 'cognito', 'lambda', 'stripe', 'ses', 'push'] as const;
export type StandInPorts = Record<(typeof STAND_INS)[number], number>;
export type LocalPorts = StandInPorts & { gateway: number };

/** The gateway's port and each stand-in's: the ones asked for, free ones for the rest. */
export const localPorts = async (gateway: number, asked: Partial<StandInPorts> = {}): Promise<LocalPorts> => {
  const spare = await freePorts(STAND_INS.length + 1);
  const pick = (port: number | undefined, k: number) => port || (spare[k] as number);
  return {
    gateway: pick(gateway, 0),
    ...(Object.fromEntries(STAND_INS.map((name, k) => [name, pick(asked[name], k + 1)])) as StandInPorts),
  };
};

/** Fresh keys each start: the stand-in and the functions get the same pair, nothing is stored in the repo. */
export const newStripeKeys = () => ({
  secretKey: `sk_test_local_${randomBytes(12).toString('hex')}`,
  webhookSecret: `whsec_local_${randomBytes(16).toString('hex')}`,
});
export type StripeKeys = ReturnType<typeof newStripeKeys>;

/** Web Push's VAPID pair, generated each start (web-push's generateVAPIDKeys) and never stored. */
export const newVapidKeys = () => webpush.generateVAPIDKeys();
export type VapidKeyPair = ReturnType<typeof newVapidKeys>;

/**
 * The functions' environment in the local run, known before anything starts so every handler (triggers
 * included) sees the same: the names AWS would give them, and the stand-ins' endpoints through
 * AWS_ENDPOINT_URL_<SERVICE>, where the AWS SDK looks for them.
 */
export const localEnvironment = (input: {
  ports: LocalPorts;
  appUrl: string;
  stripeKeys: StripeKeys;
  vapidKeys: VapidKeyPair;
  quiet?: boolean;
  asDeployed?: boolean;
}): Record<string, string> => {
  const { ports } = input;
  return {
    AWS_REGION: 'us-east-1',
    // The local S3 accepts only this key pair; the other stand-ins accept any.
    AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${ports.lambda}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.ses}`,
    ...functionEnvironment({
      tableName: localNames.table,
      uploadsBucket: localNames.uploadsBucket,
      mediaBucket: localNames.mediaBucket,
      appUrl: input.appUrl,
      analyzerFunctionName: localNames.analyzerFunction,
      s3ForcePathStyle: 'true',
      s3PublicEndpoint: `http://localhost:${ports.s3}`,
      stripeSecretKey: input.stripeKeys.secretKey,
      stripeWebhookSecret: input.stripeKeys.webhookSecret,
      stripeApiHost: '127.0.0.1',
      stripeApiPort: String(ports.stripe),
      stripeApiProtocol: 'http',
      mailFrom: 'Pele.AI <no-reply@pele.ai.local>',
      pushSenderFunctionName: localNames.pushSenderFunction,
      vapidPublicKey: input.vapidKeys.publicKey,
      vapidPrivateKey: input.vapidKeys.privateKey,
      vapidSubject: 'mailto:no-reply@pele.ai.local',
      supportEmail: process.env.SUPPORT_EMAIL || localContacts.supportEmail,
      privacyEmail: process.env.PRIVACY_EMAIL || localContacts.privacyEmail,
      // A handler that drifts from its declared response fails loudly here instead of surprising the SPA.
      validateResponses: input.asDeployed ? 'false' : 'true',
      // Quieter handler logs in test runs.
      ...(input.quiet ? { logLevel: 'WARN' } : {}),
    }),
  };
};

/** Makes `env` this process's, the handlers' (they run here); a developer's real AWS session must not leak in. */
export const enterLocalEnvironment = (env: Record<string, string>) => {
  for (const name of [
    'AWS_SESSION_TOKEN',
    'AWS_PROFILE',
    'AWS_IGNORE_CONFIGURED_ENDPOINT_URLS',
    'AWS_ENDPOINT_URL',
  ])
    delete process.env[name];
  Object.assign(process.env, env, LOCAL_INVOCATION_ENV);
};
