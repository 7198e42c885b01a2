import { describe, expect, it } from 'vitest';
import { adminAccess, cognito, type EchoAnswer, echo, useEchoGateway } from './gateway-requests';

useEchoGateway();

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
