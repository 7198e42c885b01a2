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

/** Adds `actions` on `resources` to the role's policy. */
const allow = (role: iam.IRole, actions: string[], resources: string[]) =>
  role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources }));

/** Object actions on one bucket's objects, whose keys are chosen at run time (hence the acknowledged wildcard). */
const allowObjects = (role: iam.IRole, purpose: 'uploads' | 'media', actions: string[]) => {
  allow(role, actions, [objectsArn(purpose)]);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${objectsArnAsNagWritesIt(purpose)}]`,
    reason: OBJECT_GRANT_REASON[purpose],
  });
};

/** Reading one Secrets Manager secret by its name (the stage knows the name, not the ARN's random suffix). */
const allowSecret = (role: iam.IRole, secretName: string | undefined) => {
  if (!secretName) return;
  // Secrets Manager appends six random characters to a secret's ARN; its name is what the stage knows.
  const secretArn = `arn:${Aws.PARTITION}:secretsmanager:${Aws.REGION}:${Aws.ACCOUNT_ID}:secret:${secretName}-??????`;
  allow(role, ['secretsmanager:GetSecretValue'], [secretArn]);
  Validations.of(role).acknowledge({
    id:
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:' +
      secretName +
      '-??????]',
    reason:
      'The six-character suffix Secrets Manager adds to a secret ARN is not known before the secret exists; the name is fixed.',
  });
};

/** Invoking one function, which the grant needs to have been given. */
const allowInvoke = (role: iam.IRole, fn: lambda.IFunction | undefined, grant: Grant, what: string) => {
  if (!fn) throw new Error(`${grant} granted but no ${what} function given`);
  allow(role, ['lambda:InvokeFunction'], [fn.functionArn]);
};

/** Adds the statements of one declared grant to the role. */
const applyGrant = (role: iam.IRole, grant: Grant, targets: GrantTargets) => {
  // Without ListBucket, S3 answers 403 instead of 404 for a key that does not exist.
  const listUploads = () => allow(role, ['s3:ListBucket'], [targets.uploadsBucket.bucketArn]);
  switch (grant) {
    case 'table:write':
      return allow(role, [...TABLE_WRITE_ACTIONS], [targets.table.tableArn]);
    case 'uploads:read':
      allowObjects(role, 'uploads', ['s3:GetObject']);
      return listUploads();
    case 'uploads:write':
      return allowObjects(role, 'uploads', ['s3:PutObject']);
    case 'uploads:delete':
      allowObjects(role, 'uploads', ['s3:DeleteObject']);
      // Erasing an account finds its photos through the table; ListBucket is for the legacy per-user prefixes.
      return listUploads();
    case 'media:write':
      return allowObjects(role, 'media', ['s3:PutObject', 's3:DeleteObject']);
    case 'cognito:auth':
      return allow(role, [...COGNITO_AUTH_ACTIONS], [targets.userPoolArn]);
    case 'cognito:admin':
      return allow(role, [...COGNITO_ADMIN_ACTIONS], [targets.userPoolArn]);
    case 'analyzer:invoke':
      return allowInvoke(role, targets.analyzer, grant, 'analyzer');
    case 'payments:secret':
      return allowSecret(role, targets.stripeSecretName);
    case 'push:invoke':
      return allowInvoke(role, targets.pushSender, grant, 'push sender');
    case 'push:secret':
      return allowSecret(role, targets.vapidSecretName);
    case 'mail:send':
      allow(role, ['ses:SendEmail'], [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`]);
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
        reason:
          'SES authorizes a send on the sender identity, which the operator verifies per stage (domain or address); the function only sends.',
      });
      return;
    default: {
      const unknown: never = grant;
      throw new Error(`unknown grant ${String(unknown)}`);
    }
  }
};

/**
 * Turns a route's declared `grants` into IAM statements on its function's role. Every function may read the
 * table (the account-active check does); everything else only when the route table says so.
 */
export const applyGrants = (role: iam.IRole, grants: readonly Grant[], targets: GrantTargets) => {
  const tableResources = [
    targets.table.tableArn,
    ...targets.indexNames.map((name) => `${targets.table.tableArn}/index/${name}`),
  ];
  allow(role, [...TABLE_READ_ACTIONS], tableResources);
  for (const grant of new Set(grants)) applyGrant(role, grant, targets);
};
