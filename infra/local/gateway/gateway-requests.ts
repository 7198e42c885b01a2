/**
 * The local stack's gateway and Cognito as the gateway tests (gateway-*.int.test.ts) reach them: sign-ins, tokens
 * of their own, raw requests, and a second gateway in front of a handler that echoes its event.
 */
import { createPrivateKey, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, expect } from 'vitest';
import { createHandlerLoader } from '../stand-ins/lambda/handler-loader';
import { testStack } from '../tools/test-runner/test-stack';
import { type Gateway, startGateway } from './gateway';
import { createJwtVerifier } from './jwt-verifier';

export const apiUrl = testStack().url;
export const cognito = testStack().cognito;
export const adminEmail = testStack().admin.email;
export const adminPassword = testStack().admin.password;
export const stackEnv = testStack().env;
export const outboxDir = testStack().outboxDir;

export const idp = new CognitoIdentityProviderClient({
  endpoint: cognito.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

export const signIn = async (clientId: string, email: string, password: string) => {
  const result = await idp.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken) throw new Error('cognito-local returned no tokens');
  return { access: tokens.AccessToken, id: tokens.IdToken };
};

export const createUser = async (userPoolId: string, email: string, password: string) => {
  await idp.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await idp.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
};

/** cognito-local signs every pool's tokens with the key pair shipped in its package: sign our own with it. */
export const cognitoLocalKey = async () => {
  const file = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { pem } = JSON.parse(await readFile(file, 'utf8')) as { pem: string };
  return createPrivateKey(pem);
};

export const accessTokenClaims = (overrides: Record<string, unknown> = {}) => ({
  sub: randomUUID(),
  client_id: cognito.userPoolClientId,
  token_use: 'access',
  scope: 'aws.cognito.signin.user.admin',
  username: 'someone',
  ...overrides,
});

export const get = (path: string, token?: string, base = apiUrl) =>
  fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A GET that sends exactly `headers` and keeps the bytes as sent (fetch would decode them). */
export const rawGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${apiUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );

export const expectUnauthorized = async (response: Response) => {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    success: false,
    error: 'Sessão expirada. Por favor, faça login novamente.',
    code: 'UNAUTHORIZED',
  });
};

export type EchoAnswer = {
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
  context: { functionName: string; remainingMs: number };
};

/** A second gateway with the stack's exact authorizer settings in front of a handler that echoes its event. */
export let echo: Gateway;
/** The seeded admin's access token. */
export let adminAccess: string;

/** Signs the admin in and starts the echo gateway before the file's tests; closes it after them. */
export const useEchoGateway = () => {
  beforeAll(async () => {
    adminAccess = (await signIn(cognito.userPoolClientId, adminEmail, adminPassword)).access;
    echo = await startGateway({
      port: 0,
      quiet: true,
      routes: [
        { method: 'GET', path: '/api/echo/{id}', handler: 'echo', access: 'user' },
        { method: 'POST', path: '/api/echo', handler: 'echo', access: 'public' },
      ],
      loadHandler: createHandlerLoader(() =>
        join(import.meta.dirname, '../tools/test-runner/echo-handler.ts'),
      ),
      verifyJwt: createJwtVerifier({
        jwksUrl: `${cognito.endpoint}/${cognito.userPoolId}/.well-known/jwks.json`,
        issuer: cognito.issuer,
        clientId: cognito.userPoolClientId,
      }),
      staticDir: join(import.meta.dirname, '../tools/test-runner/no-dist'),
    });
  });
  afterAll(() => echo.close());
};
