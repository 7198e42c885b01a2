import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const secrets = new SecretsManagerClient({});

/**
 * The VAPID key pair Web Push signs with: in AWS one Secrets Manager secret (JSON `{"publicKey", "privateKey"}`),
 * read once per container; locally generated when the stack starts and passed in the environment. Null when
 * neither is configured: push is then off and the in-app centre alone carries notifications.
 */
const load = async (): Promise<VapidKeys | null> => {
  const subject = config.vapidSubject;
  const secretId = config.vapidSecretId;
  if (!secretId) {
    const publicKey = config.vapidPublicKey;
    const privateKey = config.vapidPrivateKey;
    return publicKey && privateKey ? { publicKey, privateKey, subject } : null;
  }
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
  const parsed = JSON.parse(SecretString ?? '{}') as { publicKey?: string; privateKey?: string };
  return parsed.publicKey && parsed.privateKey
    ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey, subject }
    : null;
};

let keys: Promise<VapidKeys | null> | undefined;
export const vapidKeys = (): Promise<VapidKeys | null> => {
  keys ??= load();
  keys.catch(() => {
    keys = undefined;
  });
  return keys;
};
