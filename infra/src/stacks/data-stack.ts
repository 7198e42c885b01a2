import { tableDefinition } from '@pele/functions/adapters/dynamo/table-definition';
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { bucketName } from '../constructs/bucket-names';
import { privateBucket } from '../constructs/private-bucket';

/** Key prefix of presigned uploads that were never confirmed; S3 clears them after a day. */
export const TEMP_UPLOADS_PREFIX = 'uploads/tmp/';

export interface DataStackProps extends StackProps {
  /**
   * Origins allowed to upload from the browser with presigned requests. CORS grants nothing by itself (the
   * signature does); it only lets the SPA read S3's answer.
   */
  uploadOrigins: string[];
}

/** State that outlives deployments: the single table, the private uploads and the access-log bucket. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly indexNames: string[];
  readonly uploadsBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { partitionKey, sortKey, ttlAttribute, indexes } = tableDefinition;
    const key = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: key(partitionKey),
      sortKey: key(sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.indexNames = Object.keys(indexes);
    for (const [indexName, index] of Object.entries(indexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // One log bucket for S3 server access logs and CloudFront standard logs; the latter writes through ACLs,
    // hence the object ownership that keeps ACLs enabled.
    this.accessLogsBucket = privateBucket(this, 'AccessLogs', {
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90) }],
    });
    Validations.of(this.accessLogsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself; logging its own access would log the log writes in a loop.',
    });

    this.uploadsBucket = privateBucket(this, 'Uploads', {
      bucketName: bucketName('uploads'),
      accessLogs: this.accessLogsBucket,
      cors: [
        {
          allowedOrigins: props.uploadOrigins,
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'expire-unconfirmed-uploads', prefix: TEMP_UPLOADS_PREFIX, expiration: Duration.days(1) },
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }
}
