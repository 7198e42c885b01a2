import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenClaims,
  adminEmail,
  adminPassword,
  cognito,
  cognitoLocalKey,
  createUser,
  echo,
  expectUnauthorized,
  get,
  idp,
  signIn,
  useEchoGateway,
} from './gateway-requests';

useEchoGateway();

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
