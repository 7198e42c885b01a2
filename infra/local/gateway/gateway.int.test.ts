import { createPrivateKey, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlerModulePath } from '../paths';
import { createHandlerLoader } from '../stand-ins/lambda/handler-loader';
import { latestMailTo } from '../stand-ins/ses/outbox';
import { testStack } from '../tools/test-runner/test-stack';
import { type Gateway, maxBodyBytes, startGateway } from './gateway';
import { createJwtVerifier } from './jwt-verifier';

const apiUrl = testStack().url;
const cognito = testStack().cognito;
const adminEmail = testStack().admin.email;
const adminPassword = testStack().admin.password;
const stackEnv = testStack().env;
const outboxDir = testStack().outboxDir;

const idp = new CognitoIdentityProviderClient({
  endpoint: cognito.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

const signIn = async (clientId: string, email: string, password: string) => {
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

const createUser = async (userPoolId: string, email: string, password: string) => {
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
const cognitoLocalKey = async () => {
  const file = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { pem } = JSON.parse(await readFile(file, 'utf8')) as { pem: string };
  return createPrivateKey(pem);
};

const accessTokenClaims = (overrides: Record<string, unknown> = {}) => ({
  sub: randomUUID(),
  client_id: cognito.userPoolClientId,
  token_use: 'access',
  scope: 'aws.cognito.signin.user.admin',
  username: 'someone',
  ...overrides,
});

const get = (path: string, token?: string, base = apiUrl) =>
  fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A GET that sends exactly `headers` and keeps the bytes as sent (fetch would decode them). */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
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

const expectUnauthorized = async (response: Response) => {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    success: false,
    error: 'Sessão expirada. Por favor, faça login novamente.',
    code: 'UNAUTHORIZED',
  });
};

type EchoAnswer = {
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
  context: { functionName: string; remainingMs: number };
};

/** A second gateway with the stack's exact authorizer settings in front of a handler that echoes its event. */
let echo: Gateway;
let adminAccess: string;
beforeAll(async () => {
  adminAccess = (await signIn(cognito.userPoolClientId, adminEmail, adminPassword)).access;
  echo = await startGateway({
    port: 0,
    quiet: true,
    routes: [
      { method: 'GET', path: '/api/echo/{id}', handler: 'echo', access: 'user' },
      { method: 'POST', path: '/api/echo', handler: 'echo', access: 'public' },
    ],
    loadHandler: createHandlerLoader(() => join(import.meta.dirname, '../tools/test-runner/echo-handler.ts')),
    verifyJwt: createJwtVerifier({
      jwksUrl: `${cognito.endpoint}/${cognito.userPoolId}/.well-known/jwks.json`,
      issuer: cognito.issuer,
      clientId: cognito.userPoolClientId,
    }),
    staticDir: join(import.meta.dirname, '../tools/test-runner/no-dist'),
  });
});
afterAll(() => echo.close());

describe('local gateway: routing', () => {
  it('answers an unknown /api path with the 404 envelope', async () => {
    const response = await get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Rota não encontrada.',
      code: 'NOT_FOUND',
    });
  });

  it('answers a known path with the wrong method with a 405 envelope', async () => {
    const response = await fetch(`${apiUrl}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });

  it.skipIf(!existsSync(handlerModulePath('system/health')))('serves GET /api/health', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('refuses a body over API Gateway’s 10 MB limit with 413', async () => {
    const response = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(maxBodyBytes + 1),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.json()).toEqual({
      success: false,
      error: 'A requisição é grande demais.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers a write to the SPA’s files with a 405 envelope and the security headers', async () => {
    const response = await fetch(`${apiUrl}/index.html`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.json()).toEqual({
      success: false,
      error: 'Método não permitido para esta rota.',
      code: 'METHOD_NOT_ALLOWED',
    });
  });

  it('answers a missing or climbing /media/ path with a 404 envelope and the security headers', async () => {
    for (const path of ['/media/products/none.webp', '/media/products%2F..%2F..%2Fpele-uploads%2Fx']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({
        success: false,
        error: 'Imagem não encontrada.',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('local gateway: the SPA', () => {
  it('answers a prerendered page with its own HTML, other client routes with the SPA shell and unknown files with 404', async () => {
    const shell = await (await get('/shell.html')).text();
    const clientRoute = await get('/app/profile');
    expect(clientRoute.status).toBe(200);
    expect(clientRoute.headers.get('content-type')).toMatch(/^text\/html/);
    expect(clientRoute.headers.get('cache-control')).toBe('no-cache');
    expect(await clientRoute.text()).toBe(shell);
    const login = await get('/login');
    expect(login.status).toBe(200);
    const loginPage = await login.text();
    expect(loginPage).not.toBe(shell);
    expect(loginPage).toMatch(/<form/);
    expect((await get('/missing-file.js')).status).toBe(404);
  });

  it('compresses the SPA files as CloudFront does, and passes on the API answers the handlers compressed', async () => {
    const page = await rawGet('/');
    // The largest script the page names (its entry or a preloaded chunk): a tiny entry compresses too little to
    // tell brotli from a plain answer with a fixed ratio.
    const scripts = [...page.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(scripts.length, 'the page names its scripts').toBeGreaterThan(0);
    const sized = await Promise.all(scripts.map(async (path) => ({ path, plain: await rawGet(path) })));
    const { path: script, plain } = sized.reduce((a, b) =>
      b.plain.body.length > a.plain.body.length ? b : a,
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(script, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const products = await rawGet('/api/products?limit=20', {
      'accept-encoding': 'gzip',
      authorization: `Bearer ${adminAccess}`,
    });
    expect(products.status).toBe(200);
    expect(products.headers['content-encoding']).toBe('gzip');
    expect(products.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(products.body).toString()).success).toBe(true);
    const plainProducts = await rawGet('/api/products?limit=20', { authorization: `Bearer ${adminAccess}` });
    expect(plainProducts.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plainProducts.body.toString()).success).toBe(true);
  });

  it('answers an oversized address with 431 in the envelope, with the security headers', async () => {
    const response = await rawGet(`/api/products?keyword=${'a'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(response.body.toString())).toEqual({
      success: false,
      error: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('sends the security headers, with the local S3 origin allowed for images and uploads', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`img-src 'self' data: blob: ${stackEnv.S3_PUBLIC_ENDPOINT}`);
    expect(csp).toContain(`connect-src 'self' ${stackEnv.S3_PUBLIC_ENDPOINT}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('local gateway: the JWT authorizer', () => {
  const userRoute = '/api/auth/profile';
  let adminTokens: { access: string; id: string };

  beforeAll(async () => {
    adminTokens = await signIn(cognito.userPoolClientId, adminEmail, adminPassword);
  });

  it('lets a valid access token through', async () => {
    expect((await get(userRoute, adminTokens.access)).status).not.toBe(401);
  });

  it('refuses a request without a token', async () => {
    await expectUnauthorized(await get(userRoute));
  });

  it('refuses a token whose payload was altered', async () => {
    const [header, payload, signature] = adminTokens.access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin', 'root'] })).toString(
      'base64url',
    );
    await expectUnauthorized(await get(userRoute, `${header}.${forged}.${signature}`));
  });

  it('refuses an expired token that is otherwise valid', async () => {
    const key = await cognitoLocalKey();
    const sign = (expiresAt: number) =>
      new SignJWT(accessTokenClaims())
        .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
        .setIssuer(cognito.issuer)
        .setIssuedAt(expiresAt - 3600)
        .setExpirationTime(expiresAt)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    // The same token with a future expiry passes the same authorizer: only the expiry makes the difference.
    expect((await get('/api/echo/1', await sign(now + 600), echo.url)).status).toBe(201);
    await expectUnauthorized(await get(userRoute, await sign(now - 60)));
  });

  it('refuses a token signed by another key under the same key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(accessTokenClaims())
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(cognito.issuer)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    await expectUnauthorized(await get(userRoute, token));
  });

  it('refuses an ID token (token_use id)', async () => {
    expect(decodeJwt(adminTokens.id).token_use).toBe('id');
    await expectUnauthorized(await get(userRoute, adminTokens.id));
  });

  it('refuses a real token of another app client of the same pool', async () => {
    const other = await idp.send(
      new CreateUserPoolClientCommand({
        UserPoolId: cognito.userPoolId,
        ClientName: 'other-app',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    const tokens = await signIn(other.UserPoolClient?.ClientId ?? '', adminEmail, adminPassword);
    expect(decodeJwt(tokens.access).client_id).not.toBe(cognito.userPoolClientId);
    await expectUnauthorized(await get(userRoute, tokens.access));
  });

  it('refuses a real token of another user pool', async () => {
    const pool = await idp.send(
      new CreateUserPoolCommand({ PoolName: 'other-pool', UsernameAttributes: ['email'] }),
    );
    const poolId = pool.UserPool?.Id ?? '';
    const client = await idp.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: 'other-pool-app',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    await createUser(poolId, 'intruso@teste.pele.ai', 'segredo123');
    const tokens = await signIn(client.UserPoolClient?.ClientId ?? '', 'intruso@teste.pele.ai', 'segredo123');
    expect(decodeJwt(tokens.access).iss).toBe(`${cognito.issuer.replace(cognito.userPoolId, poolId)}`);
    await expectUnauthorized(await get(userRoute, tokens.access));
  });
});

describe('local gateway: the event a handler receives', () => {
  it('is an HTTP API v2 event with the verified claims in the format AWS uses', async () => {
    const response = await fetch(`${echo.url}/api/echo/a%20b?x=1&x=2`, {
      headers: { authorization: `Bearer ${adminAccess}`, cookie: 'c1=v1; c2=v2' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const { event, context } = (await response.json()) as EchoAnswer;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/echo/{id}',
      rawPath: '/api/echo/a%20b',
      pathParameters: { id: 'a b' },
      queryStringParameters: { x: '1,2' },
      cookies: ['c1=v1', 'c2=v2'],
      requestContext: { stage: '$default', http: { method: 'GET' } },
    });
    const claims = event.requestContext.authorizer.jwt.claims;
    expect(claims).toMatchObject({
      'cognito:groups': '[admin]',
      client_id: cognito.userPoolClientId,
      token_use: 'access',
      iss: cognito.issuer,
    });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof claims.exp).toBe('string');
    expect(context.functionName).toBe('pele-echo');
    expect(context.remainingMs).toBeGreaterThan(0);
  });

  it('passes a binary body base64-encoded and gives a public route no authorizer', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10]);
    const response = await fetch(`${echo.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: bytes,
    });
    const { event } = (await response.json()) as EchoAnswer;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
    expect(event.requestContext.authorizer).toBeUndefined();
  });

  it('decodes a base64 response body', async () => {
    const response = await fetch(`${echo.url}/api/echo/x?shape=binary`, {
      headers: { authorization: `Bearer ${adminAccess}` },
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
});

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
