import { RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps
  extends Omit<s3.BucketProps, 'encryption' | 'enforceSSL' | 'blockPublicAccess'> {
  /** Where S3 writes this bucket's server access logs (prefix `s3/<id>/`). */
  accessLogs?: s3.IBucket;
}

/** A bucket nobody reaches without a signature or CloudFront's origin access control: encrypted, TLS only. */
export const privateBucket = (scope: Construct, id: string, { accessLogs, ...props }: PrivateBucketProps) =>
  new s3.Bucket(scope, id, {
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: RemovalPolicy.RETAIN,
    ...(accessLogs
      ? { serverAccessLogsBucket: accessLogs, serverAccessLogsPrefix: `s3/${id.toLowerCase()}/` }
      : {}),
    ...props,
  });
