import { functionEnvironment } from '@pele/functions/config';
import { DATA_FILES, type DataFile } from '@pele/functions/deployment/data-files';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS } from '@pele/functions/deployment/function-sizing';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { repoRoot } from '../paths';
import { assetPathOf, type BundleKind, bundlingFor, LAMBDA_ARCHITECTURE, TASK_ROOT } from './bundling';

export interface NodeFunctionProps {
  /** Absolute path of the handler module (it exports `handler`). */
  entry: string;
  description?: string;
  memoryMb?: number;
  timeoutSeconds?: number;
  environment?: Record<string, string>;
  bundle?: BundleKind;
  /** Files the handler reads from disk: copied beside the bundle, each path in its environment variable. */
  dataFiles?: readonly DataFile[];
}

/** `{ INCI_DICTIONARY_PATH: '/var/task/data/cosing-inci.tsv.gz' }` for the files a function reads. */
const dataFileEnvironment = (files: readonly DataFile[]): Record<string, string> =>
  functionEnvironment(
    Object.fromEntries(files.map((file) => [DATA_FILES[file].env, `${TASK_ROOT}/${assetPathOf(file)}`])),
  );

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
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
        ...dataFileEnvironment(props.dataFiles ?? []),
      },
      bundling: bundlingFor(props.bundle ?? 'plain', repoRoot, props.dataFiles),
    });

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so AWS requires Resource "*".',
    });
  }
}
