import { catalogSeed } from '@pele/functions/seed/catalog/catalog-seed';
import type { CfnResource } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { CATALOG_RESOURCE_TYPE } from './seed-stack';

let built: ReturnType<typeof buildTestApp>;
let template: Template;

beforeAll(() => {
  built = buildTestApp();
  template = Template.fromStack(built.seed);
});

const logicalId = (construct: IConstruct) =>
  built.seed.resolve((construct.node.defaultChild as CfnResource).logicalId) as string;

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
/** Statements of the inline policies attached to a role, and the role's managed policies. */
const permissionsOf = (roleLogicalId: string) => {
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Array<{
    Properties: { Roles: Array<{ Ref: string }>; PolicyDocument: { Statement: Statement[] } };
  }>;
  const role = template.findResources('AWS::IAM::Role')[roleLogicalId] as {
    Properties: { ManagedPolicyArns?: unknown[] };
  };
  return {
    statements: policies
      .filter((policy) => policy.Properties.Roles.some((ref) => ref.Ref === roleLogicalId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement),
    managed: role.Properties.ManagedPolicyArns ?? [],
  };
};
const actionsOf = (statement: Statement) => [statement.Action].flat().sort();

describe('catalog seeding resource', () => {
  it('carries the hash of the seed data computed at synth, so only a changed catalog re-seeds', () => {
    const providerFunctions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('provider framework - onEvent') },
    });
    const [frameworkId] = Object.keys(providerFunctions);
    template.resourceCountIs(CATALOG_RESOURCE_TYPE, 1);
    template.hasResourceProperties(CATALOG_RESOURCE_TYPE, {
      ServiceToken: { 'Fn::GetAtt': [frameworkId, 'Arn'] },
      CatalogSeedHash: catalogSeed().hash,
    });
    expect(catalogSeed().hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is seeded by a project function: Node.js 24 on arm64, traced, with its own log group', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: { LogGroup: { Ref: logicalId(built.seed.seeder.logGroup) } },
      Environment: {
        Variables: Match.objectLike({ TABLE_NAME: Match.anyValue(), MEDIA_BUCKET: Match.anyValue() }),
      },
    });
  });

  it('lets the seeder read, put (plans) and update the table and put objects under media/ of the media bucket, nothing more', () => {
    const { statements, managed } = permissionsOf(logicalId(built.seed.seeder.role));
    expect(managed).toEqual([]);
    expect(statements.every((statement) => statement.Effect === 'Allow')).toBe(true);
    expect(statements.map(actionsOf)).toEqual([
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
      ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
      ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      ['s3:PutObject'],
    ]);
    const [logsGrant, , tableGrant, mediaGrant] = statements;
    expect(logsGrant?.Resource).toEqual({ 'Fn::GetAtt': [logicalId(built.seed.seeder.logGroup), 'Arn'] });
    // The table itself, not its indexes: the seeder only reads and writes items by key.
    const tableId = built.data.resolve(
      (built.data.table.node.defaultChild as CfnResource).logicalId,
    ) as string;
    const tableRef = JSON.stringify(tableGrant?.Resource);
    expect(tableRef).toContain('PeleData');
    expect(tableRef).toContain(`${tableId}Arn`);
    expect(tableRef).not.toMatch(/index/);
    expect(mediaGrant?.Resource).toEqual({
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':s3:::pele-media-',
          { Ref: 'AWS::AccountId' },
          '-',
          { Ref: 'AWS::Region' },
          '/media/*',
        ],
      ],
    });
  });

  it("runs CDK's provider framework with its own role: its log group and invoking the seeder only", () => {
    const roles = Object.keys(template.findResources('AWS::IAM::Role'));
    const frameworkRole = roles.find((id) => id.startsWith('ProviderRole'));
    if (!frameworkRole) throw new Error('no provider role');
    const { statements, managed } = permissionsOf(frameworkRole);
    expect(managed).toEqual([]);
    const seederArn = { 'Fn::GetAtt': [logicalId(built.seed.seeder.fn), 'Arn'] };
    expect(statements).toEqual([
      expect.objectContaining({
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^ProviderLogs/), 'Arn'] },
      }),
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        Resource: [seederArn, { 'Fn::Join': ['', [seederArn, ':*']] }],
      }),
      expect.objectContaining({ Action: 'lambda:GetFunction', Resource: seederArn }),
    ]);
    // Two roles only: the seeder's and the framework's (no CDK default role with the managed basic policy).
    expect(roles).toHaveLength(2);
  });

  it('deploys after the stacks that own the table and the media bucket', () => {
    const dependencies = built.seed.dependencies.map((stack) => stack.stackName);
    expect(dependencies).toEqual(expect.arrayContaining(['PeleData', 'PeleWeb']));
  });
});
