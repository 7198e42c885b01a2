import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../../config';

/** Endpoint from AWS_ENDPOINT_URL_LAMBDA when set (the local run's Lambda endpoint), else the region's. */
const lambda = new LambdaClient({});

export interface PushEvent {
  userId: string;
  notificationId: string;
}

/**
 * Fire-and-forget: the push sender delivers a stored notification to the person's browsers on its own, so the
 * request that made the notification neither waits for push services nor carries the web-push library. False
 * when the stage has no push sender configured.
 */
export const invokePushSender = async (event: PushEvent): Promise<boolean> => {
  const functionName = config.pushSenderFunctionName;
  if (!functionName) return false;
  const result = await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
  if (result.StatusCode !== 202) throw new Error(`push sender invocation answered ${result.StatusCode}`);
  return true;
};
