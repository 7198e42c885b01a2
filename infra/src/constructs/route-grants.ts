import type { Grant } from '@pele/functions/deployment/route-deployments';
import { Aws, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { objectsArn, objectsArnAsNagWritesIt } from './bucket-names';

export interface GrantTargets {
  table: dynamodb.ITable;
  /** Names of the table's global secondary indexes (queries need them by ARN). */
  indexNames: readonly string[];
  /** Named with bucketName('uploads'): grants address its objects by that name. */
  uploadsBucket: s3.IBucket;
  /** Named with bucketName('media'). */
  mediaBucket: s3.IBucket;
  userPoolArn: string;
  analyzer?: lambda.IFunction;
  /** Name of the Secrets Manager secret with the Stripe keys; without it no route can read one. */
  stripeSecretName?: string;
  /** The function that sends notifications by Web Push (routes that notify invoke it asynchronously). */
  pushSender?: lambda.IFunction;
  /** Name of the Secrets Manager secret with the VAPID keys; without it push is off. */
  vapidSecretName?: string;
}

/**
 * Explicit actions instead of the L2 `grant*` helpers: those add `Scan` (no request path may scan the
 * table), wildcard actions such as `s3:GetObject*`/`s3:List*`, and `<index>/*` resources.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** The Cognito calls behind sign-in, refresh, sign-out and the password-reset code. */
export const COGNITO_AUTH_ACTIONS = [
  'cognito-idp:InitiateAuth',
  'cognito-idp:RevokeToken',
  'cognito-idp:ForgotPassword',
  'cognito-idp:ConfirmForgotPassword',
  'cognito-idp:GetUser',
] as const;
/** The administrative calls: create/delete accounts, set passwords, attributes, groups, enable/disable. */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:ListUsers',
] as const;

const OBJECT_GRANT_REASON = {
  uploads:
    'Object keys are opaque and chosen per upload at run time (their owner is an item in the table, which the handler checks before reading any key); the bucket holds nothing but uploads.',
  media:
    'Product image keys are created by admins at run time; the bucket holds nothing but public product images.',
} as const;

/**
 * Turns a route's declared `grants` into IAM statements on its function's role. Every function may read the
 * table (the account-active check does); everything else only when the route table says so.
 */
export const applyGrants = (role: iam.IRole, grants: readonly Grant[], targets: GrantTargets) => {
  const add = (statement: iam.PolicyStatement) => role.addToPrincipalPolicy(statement);
  const tableResources = [
    targets.table.tableArn,
    ...targets.indexNames.map((name) => `${targets.table.tableArn}/index/${name}`),
  ];
  add(new iam.PolicyStatement({ actions: [...TABLE_READ_ACTIONS], resources: tableResources }));

  const objectActions = (purpose: 'uploads' | 'media', actions: string[]) => {
    add(new iam.PolicyStatement({ actions, resources: [objectsArn(purpose)] }));
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${objectsArnAsNagWritesIt(purpose)}]`,
      reason: OBJECT_GRANT_REASON[purpose],
    });
  };

  const listUploads = () =>
    add(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [targets.uploadsBucket.bucketArn] }),
    );

  for (const grant of new Set(grants)) {
    switch (grant) {
      case 'table:write':
        add(
          new iam.PolicyStatement({ actions: [...TABLE_WRITE_ACTIONS], resources: [targets.table.tableArn] }),
        );
        break;
      case 'uploads:read':
        objectActions('uploads', ['s3:GetObject']);
        // Without ListBucket, S3 answers 403 instead of 404 for a key that does not exist.
        listUploads();
        break;
      case 'uploads:write':
        objectActions('uploads', ['s3:PutObject']);
        break;
      case 'uploads:delete':
        objectActions('uploads', ['s3:DeleteObject']);
        // Erasing an account finds its photos through the table; ListBucket is for the legacy per-user prefixes.
        listUploads();
        break;
      case 'media:write':
        objectActions('media', ['s3:PutObject', 's3:DeleteObject']);
        break;
      case 'cognito:auth':
        add(
          new iam.PolicyStatement({ actions: [...COGNITO_AUTH_ACTIONS], resources: [targets.userPoolArn] }),
        );
        break;
      case 'cognito:admin':
        add(
          new iam.PolicyStatement({ actions: [...COGNITO_ADMIN_ACTIONS], resources: [targets.userPoolArn] }),
        );
        break;
      case 'analyzer:invoke':
        if (!targets.analyzer) throw new Error('analyzer:invoke granted but no analyzer function given');
        add(
          new iam.PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: [targets.analyzer.functionArn],
          }),
        );
        break;
      case 'payments:secret':
        if (targets.stripeSecretName) {
          // Secrets Manager appends six random characters to a secret's ARN; its name is what the stage knows.
          const secretArn = `arn:${Aws.PARTITION}:secretsmanager:${Aws.REGION}:${Aws.ACCOUNT_ID}:secret:${targets.stripeSecretName}-??????`;
          add(
            new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secretArn] }),
          );
          Validations.of(role).acknowledge({
            id:
              'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:' +
              targets.stripeSecretName +
              '-??????]',
            reason:
              'The six-character suffix Secrets Manager adds to a secret ARN is not known before the secret exists; the name is fixed.',
          });
        }
        break;
      case 'push:invoke':
        if (!targets.pushSender) throw new Error('push:invoke granted but no push sender function given');
        add(
          new iam.PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: [targets.pushSender.functionArn],
          }),
        );
        break;
      case 'push:secret':
        if (targets.vapidSecretName) {
          const secretArn = `arn:${Aws.PARTITION}:secretsmanager:${Aws.REGION}:${Aws.ACCOUNT_ID}:secret:${targets.vapidSecretName}-??????`;
          add(
            new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secretArn] }),
          );
          Validations.of(role).acknowledge({
            id:
              'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:' +
              targets.vapidSecretName +
              '-??????]',
            reason:
              'The six-character suffix Secrets Manager adds to a secret ARN is not known before the secret exists; the name is fixed.',
          });
        }
        break;
      case 'mail:send':
        add(
          new iam.PolicyStatement({
            actions: ['ses:SendEmail'],
            resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
          }),
        );
        Validations.of(role).acknowledge({
          id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
          reason:
            'SES authorizes a send on the sender identity, which the operator verifies per stage (domain or address); the function only sends.',
        });
        break;
      default: {
        const unknown: never = grant;
        throw new Error(`unknown grant ${String(unknown)}`);
      }
    }
  }
};
