import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { repoRoot } from '../paths';
import { type BundleKind, bundlingFor, LAMBDA_ARCHITECTURE } from './bundling';

/**
 * Memory, and with it CPU, of a function that sets none: 512 MB, from two measurements on this machine.
 * - Init: an API handler's process peaks at 79–115 MB resident after importing its bundle
 *   (functions/bench/handler-bundles-bench.ts), and on-demand Lambda runs the init phase at a full vCPU whatever
 *   the memory, so memory buys nothing for a cold start's import.
 * - Duration: the busiest routes take 3–9 ms of CPU per request (infra/local/bench/request-cpu-bench.ts: profile
 *   and paywall status about 3, routines and recommendations 6–7, a keyword search and a step completion about 9;
 *   an upper bound, since the local gateway's JWT check and response validation are in it). Lambda gives one vCPU
 *   at 1,769 MB, so at 256 MB (0.14 vCPU) that CPU stretches about 7× to 20–65 ms a request, at 512 MB about 3.5×
 *   to 10–30 ms. Beside 5–15 ms of table round trips, 512 MB makes a request about 40 % faster for about 20 %
 *   more GB-seconds, a trade worth making for what a person waits on. Image functions set 1024 MB (sharp), the
 *   analyzer 1536 MB (ANALYZER_MEMORY_MB). To revisit with the deployed stage's Duration and Max Memory Used.
 */
export const DEFAULT_MEMORY_MB = 512;
export const DEFAULT_TIMEOUT_SECONDS = 10;

export interface NodeFunctionProps {
  /** Absolute path of the handler module (it exports `handler`). */
  entry: string;
  description?: string;
  memoryMb?: number;
  timeoutSeconds?: number;
  environment?: Record<string, string>;
  bundle?: BundleKind;
}

/**
 * Every Lambda of the app is made here, so runtime, architecture, tracing, logging and bundling cannot drift
 * between them. Each function gets its own role with write access to its own log group only (instead of the
 * AWS-managed basic execution policy, which may write to every log group of the account); callers add the
 * grants their function needs.
 */
export class NodeFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      projectRoot: repoRoot,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: LAMBDA_ARCHITECTURE,
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.logGroup,
      role: this.role,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: bundlingFor(props.bundle ?? 'plain'),
    });

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so AWS requires Resource "*".',
    });
  }
}
