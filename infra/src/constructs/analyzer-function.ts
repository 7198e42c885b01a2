import { functionEnvironment } from '@pele/functions/config';
import { type CfnResource, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaDestination, SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { handlerEntry } from '../paths';
import { ANALYZER_WRAPPER, ASSET_MODELS_DIR, ASSET_WASM_DIR, TASK_ROOT } from './bundling';
import { NodeFunction } from './node-function';

export const ANALYZER_HANDLER = 'analysis/analyzer';
/** The analyzer's on-failure destination: marks the analysis `failed` so the browser stops polling. */
export const ANALYZER_FAILED_HANDLER = 'analysis/analyzer-failed';
/**
 * Sized from `functions/bench/analyzer-bench.ts`: peak RSS 326 MB and ~260 ms warm (one x64 core) per 1280×720
 * photo, ~1.1 s for the first call that loads the models and WASM. Memory is not the limit; CPU is, and Lambda
 * gives CPU in proportion to memory (a full vCPU at 1769 MB), so 1536 MB keeps a warm analysis well under a
 * second on arm64. The timeout leaves room for a cold start plus S3 and DynamoDB calls with a wide margin.
 */
export const ANALYZER_MEMORY_MB = 1536;
export const ANALYZER_TIMEOUT_SECONDS = 60;

export interface AnalyzerFunctionProps {
  environment: Record<string, string>;
}

/**
 * The asynchronous skin analyzer: invoked with InvocationType Event by POST /skin-analysis, one retry. An event
 * that still fails (or expires) goes to its on-failure destination, a small function that marks the analysis
 * `failed` with a pt-BR reason and logs it (an alarm fires on its first call); if even that function cannot
 * (its own retries spent), the record lands in an encrypted dead-letter queue whose alarm fires on the first one.
 */
export class AnalyzerFunction extends Construct {
  readonly function: NodeFunction;
  readonly failureHandler: NodeFunction;
  readonly failureAlarm: cloudwatch.Alarm;
  readonly deadLetterQueue: sqs.Queue;
  readonly deadLetterAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: AnalyzerFunctionProps) {
    super(scope, id);

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the analyzer; it needs none of its own.',
    });

    this.function = new NodeFunction(this, 'Analyzer', {
      entry: handlerEntry(ANALYZER_HANDLER),
      description: 'Skin analyzer: face detection and skin measurements on an uploaded selfie',
      memoryMb: ANALYZER_MEMORY_MB,
      timeoutSeconds: ANALYZER_TIMEOUT_SECONDS,
      bundle: 'analyzer',
      environment: {
        ...props.environment,
        ...functionEnvironment({
          modelBasePath: `${TASK_ROOT}/${ASSET_MODELS_DIR}`,
          wasmPath: `${TASK_ROOT}/${ASSET_WASM_DIR}/`,
        }),
        // Node started with ANALYZER_NODE_FLAGS (functions/src/deployment/function-sizing.ts).
        AWS_LAMBDA_EXEC_WRAPPER: `${TASK_ROOT}/${ANALYZER_WRAPPER}`,
      },
    });

    this.failureHandler = new NodeFunction(this, 'AnalyzerFailed', {
      entry: handlerEntry(ANALYZER_FAILED_HANDLER),
      description: 'Marks a skin analysis failed when the analyzer could not finish it',
      timeoutSeconds: 30,
      environment: props.environment,
    });
    // Two retries over a wider window: a table that does not answer for a while should still see it marked.
    this.failureHandler.fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    // responseOnly false: Lambda invokes the destination directly with the whole invocation record (the
    // request payload carries the analysis id), not through EventBridge with the response alone.
    this.function.fn.configureAsyncInvoke({
      retryAttempts: 1,
      maxEventAge: Duration.hours(1),
      onFailure: new LambdaDestination(this.failureHandler.fn, { responseOnly: false }),
    });

    const failedLogicalId = Stack.of(this).resolve(
      (this.failureHandler.fn.node.defaultChild as CfnResource).logicalId,
    ) as string;
    Validations.of(this.function.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${failedLogicalId}.Arn>:*]`,
      reason:
        "The Lambda destination's grantInvoke adds the failure function's qualified ARN (its versions and aliases) beside the plain one; the analyzer invokes that function and nothing else.",
    });

    // A crash is a bug or an outage even though the user got a message: someone should look at the first one.
    this.failureAlarm = this.failureHandler.fn
      .metricInvocations({ period: Duration.minutes(5), statistic: 'Sum' })
      .createAlarm(this, 'AnalyzerFailedAlarm', {
        alarmDescription: 'The skin analyzer failed twice on an analysis, which was marked failed',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });

    this.deadLetterAlarm = this.deadLetterQueue
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' })
      .createAlarm(this, 'DeadLettersAlarm', {
        alarmDescription:
          'A failed skin analysis could not be marked failed and its record is in the dead-letter queue',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
  }
}
