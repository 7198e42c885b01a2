import { join } from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../stack/free-port';
import { calls } from '../../tools/test-runner/echo-handler';
import { functionNameOf, type LambdaService, startLambdaService } from './lambda-service';

describe('local Lambda service', () => {
  let service: LambdaService;
  let client: LambdaClient;

  beforeAll(async () => {
    service = await startLambdaService({
      port: await freePort(),
      quiet: true,
      functions: {
        'pele-echo': { module: join(import.meta.dirname, '../../tools/test-runner/echo-handler.ts') },
        'pele-echo-retried': {
          module: join(import.meta.dirname, '../../tools/test-runner/echo-handler.ts'),
          async: { retryAttempts: 1, onFailure: 'pele-echo' },
        },
      },
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

  const invokeAsync = (name: string, event: unknown) =>
    client.send(new InvokeCommand({ FunctionName: name, InvocationType: 'Event', Payload: payload(event) }));

  it('retries a failed Event invocation and then sends the invocation record to its on-failure function', async () => {
    const before = calls.length;
    await invokeAsync('pele-echo-retried', { fail: true, marker: 'async-2' });
    await service.idle();
    const seen = calls.slice(before);
    expect(seen.map((call) => call.functionName)).toEqual([
      'pele-echo-retried',
      'pele-echo-retried',
      'pele-echo',
    ]);
    expect(seen[2]?.event).toMatchObject({
      version: '1.0',
      requestContext: {
        functionArn: 'arn:aws:lambda:us-east-1:000000000000:function:pele-echo-retried:$LATEST',
        condition: 'RetriesExhausted',
        approximateInvokeCount: 2,
      },
      requestPayload: { fail: true, marker: 'async-2' },
      responseContext: { functionError: 'Unhandled' },
      responsePayload: { errorType: 'Error', errorMessage: 'asked to fail' },
    });
  });

  it('crashes every attempt of the next Event invocation with the asked payload, and only that one', async () => {
    // Over HTTP, as integration tests in other processes ask for it; only the payload that matches crashes.
    const asked = await fetch(`${service.url}/_local/functions/pele-echo-retried/crash-next`, {
      method: 'POST',
      body: JSON.stringify({ marker: 'crashed' }),
    });
    expect(asked.status).toBe(204);
    const before = calls.length;
    await invokeAsync('pele-echo-retried', { marker: 'fine' });
    await service.idle();
    await invokeAsync('pele-echo-retried', { marker: 'crashed' });
    await service.idle();
    const seen = calls.slice(before);
    // The crashed invocation never reaches the handler; its record does reach the destination.
    expect(seen.filter((call) => call.functionName === 'pele-echo-retried')).toEqual([
      { event: { marker: 'fine' }, functionName: 'pele-echo-retried' },
    ]);
    expect(seen.find((call) => call.functionName === 'pele-echo')?.event).toMatchObject({
      requestPayload: { marker: 'crashed' },
      responsePayload: { errorType: 'InjectedCrash' },
    });
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
