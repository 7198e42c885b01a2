import { functionEnvironment } from '@pele/functions/config';
import {
  Aws,
  type CfnResource,
  CustomResource,
  RemovalPolicy,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { bucketName, objectsArnAsNagWritesIt } from '../constructs/bucket-names';
import { NodeFunction } from '../constructs/node-function';
import { handlerEntry } from '../paths';

export const CATALOG_SEED_HANDLER = 'system/seed-catalog';
export const CATALOG_RESOURCE_TYPE = 'Custom::PeleCatalog';
/** Reads the stored catalog version; upserts products, the product counter and the version. Nothing else. */
/** Catalog: read the version, upsert products; plans: a conditional Put of each missing plan. */
export const CATALOG_SEED_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:UpdateItem',
  'dynamodb:PutItem',
] as const;
/**
 * Product illustrations are stored under the `media/` key prefix (CloudFront forwards `/media/<key>` as is;
 * see the functions' media adapter): the seeder may write there and nowhere else in the bucket.
 */
const MEDIA_OBJECTS_ARN = `arn:${Aws.PARTITION}:s3:::${bucketName('media')}/media/*`;
const MEDIA_OBJECTS_AS_NAG_WRITES_IT = objectsArnAsNagWritesIt('media').replace(/\*$/, 'media/*');

export interface SeedStackProps extends StackProps {
  table: dynamodb.ITable;
  /** Named with bucketName('media'). */
  mediaBucket: s3.IBucket;
  /** Hash of the seed data computed at synth time: a new value re-seeds on deploy, the same one does not. */
  catalogSeedHash: string;
}

/**
 * Seeds the sample catalog at deploy time, through a custom resource backed by CDK's Provider framework: its
 * framework function answers CloudFormation, ours only seeds. It sits after PeleData (the table) and PeleWeb
 * (the media bucket) and nothing depends on it. The admin account is not seeded here: an operator makes it.
 */
export class SeedStack extends Stack {
  readonly seeder: NodeFunction;
  readonly catalog: CustomResource;

  constructor(scope: Construct, id: string, props: SeedStackProps) {
    super(scope, id, props);

    this.seeder = new NodeFunction(this, 'CatalogSeeder', {
      entry: handlerEntry(CATALOG_SEED_HANDLER),
      description: 'Deploy-time custom resource: seeds the sample catalog (products and their images)',
      // About 125 products and images, eight writes at a time, into a table that may be cold.
      timeoutSeconds: 120,
      environment: functionEnvironment({
        tableName: props.table.tableName,
        mediaBucket: props.mediaBucket.bucketName,
      }),
    });
    const role = this.seeder.role;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...CATALOG_SEED_TABLE_ACTIONS],
        resources: [props.table.tableArn],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [MEDIA_OBJECTS_ARN] }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${MEDIA_OBJECTS_AS_NAG_WRITES_IT}]`,
      reason:
        'The seeder writes one illustration per product under media/, keys taken from the catalog; the bucket holds nothing but public product images.',
    });

    // The framework function gets its own role and log group instead of CDK's default role, which carries the
    // AWS-managed basic execution policy (write access to every log group of the account).
    const frameworkLogs = new logs.LogGroup(this, 'ProviderLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const frameworkRole = new iam.Role(this, 'ProviderRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'CDK custom-resource provider framework of the catalog seeding',
    });
    frameworkLogs.grantWrite(frameworkRole);
    const provider = new cr.Provider(this, 'CatalogProvider', {
      onEventHandler: this.seeder.fn,
      frameworkOnEventRole: frameworkRole,
      logGroup: frameworkLogs,
    });
    const seederLogicalId = this.resolve(
      (this.seeder.fn.node.defaultChild as CfnResource).logicalId,
    ) as string;
    Validations.of(frameworkRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${seederLogicalId}.Arn>:*]`,
      reason:
        "CDK provider framework: Function.grantInvoke adds the seeder's qualified ARN (its versions and aliases) beside the plain one; the role invokes the seeder and nothing else.",
    });

    this.catalog = new CustomResource(this, 'Catalog', {
      serviceToken: provider.serviceToken,
      resourceType: CATALOG_RESOURCE_TYPE,
      properties: { CatalogSeedHash: props.catalogSeedHash },
    });
  }
}
