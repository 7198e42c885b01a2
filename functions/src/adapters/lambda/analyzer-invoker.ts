import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../../config';

/** Endpoint from AWS_ENDPOINT_URL_LAMBDA when set (the local run's Lambda endpoint), else the region's. */
const lambda = new LambdaClient({});

export interface AnalyzerEvent {
  userId: string;
  analysisId: string;
}

/**
 * Fire-and-forget: the analyzer runs on its own with the on-failure destination catching what it cannot
 * finish, and the browser polls the record. `Event` returns as soon as Lambda has queued the call.
 */
export const invokeAnalyzer = async (event: AnalyzerEvent): Promise<void> => {
  const result = await lambda.send(
    new InvokeCommand({
      FunctionName: config.analyzerFunctionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
  if (result.StatusCode !== 202) throw new Error(`analyzer invocation answered ${result.StatusCode}`);
};
