import { join } from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { functionNameOf, type LambdaService, startLambdaService } from './lambda-service';
import { calls } from './testing/echo-handler';

describe('local Lambda service', () => {
  let service: LambdaService;
  let client: LambdaClient;

  beforeAll(async () => {
    service = await startLambdaService({
      port: await freePort(),
      quiet: true,
      functions: { 'pele-echo': { module: join(import.meta.dirname, 'testing/echo-handler.ts') } },
    });
    client = new LambdaClient({
      endpoint: service.url,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(() => service.close());

  const payload = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

  it('answers a RequestResponse invocation with the handler result', async () => {
    const result = await client.send(
      new InvokeCommand({
        FunctionName: 'pele-echo',
        Payload: payload({ queryStringParameters: { shape: 'plain' } }),
      }),
    );
    expect(result.StatusCode).toBe(200);
    expect(result.FunctionError).toBeUndefined();
    expect(JSON.parse(new TextDecoder().decode(result.Payload))).toEqual({ echoed: true });
  });

  it('reports a thrown error as a function error, like Lambda', async () => {
    const result = await client.send(
      new InvokeCommand({ FunctionName: 'pele-echo', Payload: payload({ fail: true }) }),
    );
    expect(result.FunctionError).toBe('Unhandled');
    expect(JSON.parse(new TextDecoder().decode(result.Payload))).toMatchObject({
      errorMessage: 'asked to fail',
    });
  });

  it('accepts an Event invocation at once and runs it in the background', async () => {
    const before = calls.length;
    const result = await client.send(
      new InvokeCommand({
        FunctionName: 'arn:aws:lambda:us-east-1:000000000000:function:pele-echo',
        InvocationType: 'Event',
        Payload: payload({ marker: 'async-1' }),
      }),
    );
    expect(result.StatusCode).toBe(202);
    await service.idle();
    expect(calls.slice(before)).toEqual([{ event: { marker: 'async-1' }, functionName: 'pele-echo' }]);
  });

  it('answers an unknown function with ResourceNotFoundException', async () => {
    await expect(client.send(new InvokeCommand({ FunctionName: 'nope' }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
  });

  it('reads bare names, qualified names and ARNs', () => {
    expect(functionNameOf('pele-analyzer')).toBe('pele-analyzer');
    expect(functionNameOf('pele-analyzer%3Alive')).toBe('pele-analyzer');
    expect(functionNameOf('arn:aws:lambda:us-east-1:123:function:pele-analyzer:3')).toBe('pele-analyzer');
  });
});
