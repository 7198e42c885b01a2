import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';

/** Test double for a route handler: answers with the event and context it got, plus a few response shapes. */
export const calls: Array<{ event: unknown; functionName: string }> = [];

export const handler = async (
  event: APIGatewayProxyEventV2WithJWTAuthorizer & { fail?: boolean },
  context: Context,
): Promise<APIGatewayProxyStructuredResultV2 | Record<string, unknown>> => {
  calls.push({ event, functionName: context.functionName });
  if (event.fail) throw new Error('asked to fail');
  const query = event.queryStringParameters ?? {};
  if (query.shape === 'binary') {
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'image/png' },
      body: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64'),
      isBase64Encoded: true,
    };
  }
  if (query.shape === 'plain') return { echoed: true };
  return {
    statusCode: 201,
    headers: { 'Content-Type': 'application/json', 'X-Echo': 'yes' },
    cookies: ['a=1; Path=/', 'b=2; Path=/'],
    body: JSON.stringify({
      event,
      context: { functionName: context.functionName, remainingMs: context.getRemainingTimeInMillis() },
    }),
  };
};
