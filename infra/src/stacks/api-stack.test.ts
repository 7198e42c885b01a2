import type { CfnResource } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYZER_MEMORY_MB, ANALYZER_TIMEOUT_SECONDS } from '../constructs/analyzer-function';
import { buildTestApp } from '../testing/test-app';

let template: Template;
let built: ReturnType<typeof buildTestApp>;

beforeAll(() => {
  built = buildTestApp();
  template = Template.fromStack(built.api);
});

describe('JWT authorizer', () => {
  it('accepts Cognito tokens of this pool issued to the app client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: {
          'Fn::Join': [
            '',
            ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', Match.anyValue()],
          ],
        },
        Audience: [Match.anyValue()],
      },
    });
  });
});

describe('analyzer', () => {
  const analyzerLogicalId = () =>
    built.api.resolve((built.api.analyzer.function.fn.node.defaultChild as CfnResource).logicalId);

  it('is its own function, sized for the engine, with the model and WASM files beside the bundle, started by its wrapper', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: ANALYZER_MEMORY_MB,
      Timeout: ANALYZER_TIMEOUT_SECONDS,
      TracingConfig: { Mode: 'Active' },
      Environment: {
        Variables: Match.objectLike({
          MODEL_BASE_PATH: '/var/task/models',
          WASM_PATH: '/var/task/wasm/',
          AWS_LAMBDA_EXEC_WRAPPER: '/var/task/start-node.sh',
          TABLE_NAME: Match.anyValue(),
          UPLOADS_BUCKET: Match.anyValue(),
        }),
      },
    });
    expect(ANALYZER_MEMORY_MB).toBe(1536);
    expect(ANALYZER_TIMEOUT_SECONDS).toBe(60);
  });

  const failedLogicalId = () =>
    built.api.resolve((built.api.analyzer.failureHandler.fn.node.defaultChild as CfnResource).logicalId);

  it('retries an asynchronous event once and then hands it to the function that marks the analysis failed', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: analyzerLogicalId() },
      MaximumRetryAttempts: 1,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failedLogicalId(), 'Arn'] } } },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Description: 'Marks a skin analysis failed when the analyzer could not finish it',
    });
  });

  it('sends a failure it could not mark to the dead-letter queue, after its own retries', () => {
    const [queueId] = Object.keys(template.findResources('AWS::SQS::Queue'));
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: failedLogicalId() },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
  });

  it('lets the analyzer invoke its failure function and that function mark analyses and delete uploads only', () => {
    const analyzerRoleId = built.api.resolve(
      (built.api.analyzer.function.role.node.defaultChild as CfnResource).logicalId,
    );
    const analyzerPolicies = JSON.stringify(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: analyzerRoleId }] } }),
    );
    expect(analyzerPolicies).toContain('lambda:InvokeFunction');
    expect(analyzerPolicies).toContain(failedLogicalId());

    const roleId = built.api.resolve(
      (built.api.analyzer.failureHandler.role.node.defaultChild as CfnResource).logicalId,
    );
    const policies = JSON.stringify(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
    );
    expect(policies).toContain('dynamodb:UpdateItem');
    expect(policies).toContain('s3:DeleteObject');
    expect(policies).not.toContain('s3:PutObject');
    expect(policies).not.toContain('cognito-idp:');
  });

  it('raises an alarm on the first analysis the analyzer could not finish', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Invocations',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: failedLogicalId() } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('keeps dead letters in an encrypted, TLS-only queue that raises an alarm on the first one', () => {
    const [queueId] = Object.keys(template.findResources('AWS::SQS::Queue'));
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
    });
  });
});

describe('trial reminders', () => {
  const jobLogicalId = () =>
    built.api.resolve((built.api.trialReminders.fn.node.defaultChild as CfnResource).logicalId);

  it('run every hour on a schedule', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [jobLogicalId(), 'Arn'] } })]),
    });
  });

  it('may send e-mail through SES and write its once-per-user marker, nothing more', () => {
    const roleId = built.api.resolve(
      (built.api.trialReminders.role.node.defaultChild as CfnResource).logicalId,
    );
    const policies = JSON.stringify(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
    );
    expect(policies).toContain('ses:SendEmail');
    expect(policies).toContain('dynamodb:PutItem');
    expect(policies).not.toContain('s3:');
    expect(policies).not.toContain('cognito-idp:');
  });
});

describe('face photo retention', () => {
  const jobLogicalId = () =>
    built.api.resolve((built.api.photoRetention.fn.node.defaultChild as CfnResource).logicalId);

  it('runs every hour on a schedule', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [jobLogicalId(), 'Arn'] } })]),
    });
  });

  it('may query the retention index, update analyses and delete photos, nothing more', () => {
    const roleId = built.api.resolve(
      (built.api.photoRetention.role.node.defaultChild as CfnResource).logicalId,
    );
    const policies = JSON.stringify(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
    );
    expect(policies).toContain('dynamodb:Query');
    expect(policies).toContain('dynamodb:UpdateItem');
    expect(policies).toContain('s3:DeleteObject');
    expect(policies).not.toContain('s3:PutObject');
    expect(policies).not.toContain('ses:');
    expect(policies).not.toContain('cognito-idp:');
  });
});
