/**
 * The invocation record Lambda sends to an asynchronous invocation's on-failure destination when the function
 * kept failing (`RetriesExhausted`) or its event waited too long (`EventAgeExceeded`, then there is no
 * response). The local Lambda service builds the same shape, so one handler serves both runs.
 */
export interface AsyncFailureRecord<TPayload> {
  version: '1.0';
  timestamp: string;
  requestContext: {
    requestId: string;
    functionArn: string;
    condition: 'RetriesExhausted' | 'EventAgeExceeded' | (string & {});
    approximateInvokeCount: number;
  };
  requestPayload: TPayload;
  responseContext?: { statusCode: number; executedVersion: string; functionError?: string };
  responsePayload?: {
    errorType?: string;
    errorMessage?: string;
    trace?: string[];
    stackTrace?: string[];
  } | null;
}
