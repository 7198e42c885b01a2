import { randomUUID } from 'node:crypto';
import { DEFAULT_MEMORY_MB } from '@pele/functions/deployment/function-sizing';
import type { Context } from 'aws-lambda';

/** The Lambda context a handler gets in AWS, enough for middy, Powertools and a deadline check. */
export const createLambdaContext = (options: {
  functionName: string;
  timeoutMs: number;
  memoryMb?: number;
  requestId?: string;
}): Context => {
  const deadline = Date.now() + options.timeoutMs;
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const unsupported = () => {
    throw new Error('callback-style completion is not used by these handlers');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: options.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${options.functionName}`,
    memoryLimitInMB: String(options.memoryMb ?? DEFAULT_MEMORY_MB),
    awsRequestId: options.requestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${options.functionName}`,
    logStreamName: `local/${options.functionName}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
};
