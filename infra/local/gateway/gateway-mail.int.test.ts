import { existsSync } from 'node:fs';
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { handlerModulePath } from '../paths';
import { latestMailTo } from '../stand-ins/ses/outbox';
import { cognito, createUser, idp, outboxDir, signIn, stackEnv } from './gateway-requests';

describe('local e-mail: Cognito → custom-message trigger → outbox', () => {
  it.skipIf(!existsSync(handlerModulePath('triggers/custom-message')))(
    'writes the reset mail with a link that carries the real code',
    async () => {
      const email = `reset.${Date.now().toString(36)}@teste.pele.ai`;
      await createUser(cognito.userPoolId, email, 'antiga123');
      await idp.send(new ForgotPasswordCommand({ ClientId: cognito.userPoolClientId, Username: email }));
      const mail = await latestMailTo(outboxDir, email);
      expect(mail?.link).toMatch(new RegExp(`^${stackEnv.APP_URL}/reset-password\\?token=`));
      expect(mail?.html).not.toContain('{####}');
      // The code in the link is the one cognito-local stored: it resets the password.
      const code = new URL(mail?.link ?? '').searchParams.get('token')?.split('.').pop() ?? '';
      await idp.send(
        new ConfirmForgotPasswordCommand({
          ClientId: cognito.userPoolClientId,
          Username: email,
          ConfirmationCode: code,
          Password: 'nova1234',
        }),
      );
      await expect(signIn(cognito.userPoolClientId, email, 'nova1234')).resolves.toHaveProperty('access');
    },
  );
});
