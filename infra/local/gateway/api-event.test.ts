import { describe, expect, it } from 'vitest';
import { buildHttpApiEvent, isTextContentType, toAuthorizerClaims, toHttpResponse } from './api-event';

const base = {
  method: 'POST',
  url: '/api/items/42?tag=a&tag=b&q=caf%C3%A9',
  headers: {
    host: 'localhost:3000',
    'content-type': 'application/json',
    cookie: 'theme=dark; lang=pt-BR',
    'user-agent': 'vitest',
    'x-multi': ['1', '2'],
  },
  body: Buffer.from('{"name":"Ana"}'),
  sourceIp: '127.0.0.1',
  requestId: 'req-1',
  routeKey: 'POST /api/items/{id}',
  pathParameters: { id: '42' },
  domainName: 'localhost:3000',
  now: new Date('2025-01-02T03:04:05Z'),
};

describe('HTTP API v2 event', () => {
  it('carries the request the way API Gateway shapes it', () => {
    const event = buildHttpApiEvent(base);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/items/{id}',
      rawPath: '/api/items/42',
      rawQueryString: 'tag=a&tag=b&q=caf%C3%A9',
      cookies: ['theme=dark', 'lang=pt-BR'],
      queryStringParameters: { tag: 'a,b', q: 'café' },
      pathParameters: { id: '42' },
      body: '{"name":"Ana"}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/api/items/42', sourceIp: '127.0.0.1', userAgent: 'vitest' },
        requestId: 'req-1',
        stage: '$default',
        time: '02/Jan/2025:03:04:05 +0000',
        timeEpoch: Date.parse('2025-01-02T03:04:05Z'),
      },
    });
    expect(event.headers).toMatchObject({ 'content-type': 'application/json', 'x-multi': '1,2' });
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });

  it('base64-encodes binary bodies and leaves out an empty one', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const binary = buildHttpApiEvent({ ...base, headers: { 'content-type': 'image/png' }, body: png });
    expect(binary).toMatchObject({ body: png.toString('base64'), isBase64Encoded: true });
    const empty = buildHttpApiEvent({ ...base, url: '/api/items/42', body: Buffer.alloc(0) });
    expect(empty).not.toHaveProperty('body');
    expect(empty).not.toHaveProperty('queryStringParameters');
    expect(empty.isBase64Encoded).toBe(false);
  });

  it('hands verified claims to the handler under requestContext.authorizer.jwt', () => {
    const jwt = {
      claims: { sub: 'u1', 'cognito:groups': '[admin]' },
      scopes: ['aws.cognito.signin.user.admin'],
    };
    const event = buildHttpApiEvent({ ...base, jwt });
    expect(event.requestContext).toMatchObject({ authorizer: { jwt } });
  });

  it('treats JSON, XML, forms and text as text', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('text/plain')).toBe(true);
    expect(isTextContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isTextContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isTextContentType('application/octet-stream')).toBe(false);
  });
});

describe('authorizer claims', () => {
  it('are strings, with arrays in the bracketed form AWS uses for cognito:groups', () => {
    expect(
      toAuthorizerClaims({
        sub: 'u1',
        exp: 1700000000,
        'cognito:groups': ['admin', 'editors'],
        email_verified: true,
      }),
    ).toEqual({ sub: 'u1', exp: '1700000000', 'cognito:groups': '[admin editors]', email_verified: 'true' });
  });
});

describe('handler result', () => {
  it('decodes a base64 body and keeps status, headers and cookies', () => {
    const parts = toHttpResponse({
      statusCode: 202,
      headers: { 'X-Thing': 1 },
      cookies: ['a=1'],
      body: Buffer.from('olá').toString('base64'),
      isBase64Encoded: true,
    });
    expect(parts).toEqual({
      statusCode: 202,
      headers: { 'x-thing': '1' },
      cookies: ['a=1'],
      body: Buffer.from('olá'),
    });
  });

  it('turns a value without statusCode into a 200 JSON answer, as API Gateway infers it', () => {
    const parts = toHttpResponse({ ok: true });
    expect(parts.statusCode).toBe(200);
    expect(parts.headers['content-type']).toBe('application/json');
    expect(JSON.parse(parts.body.toString())).toEqual({ ok: true });
  });
});
