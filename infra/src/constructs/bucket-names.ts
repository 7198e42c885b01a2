import { Aws } from 'aws-cdk-lib';

/**
 * Fixed names for the buckets functions write to. A generated name reaches the route stacks as a cross-stack
 * output, which cdk-nag prints as a JSON blob inside the finding id of every `<bucket>/*` object grant, so
 * the acknowledgement could not be written down; a name built from the account and region resolves inside
 * each stack and gives a stable, readable id. One deployment per account and region, as the app is today.
 */
export const bucketName = (purpose: 'uploads' | 'media') => `pele-${purpose}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/** ARN of every object of a named bucket, as IAM statements use it. */
export const objectsArn = (purpose: 'uploads' | 'media') =>
  `arn:${Aws.PARTITION}:s3:::${bucketName(purpose)}/*`;

/** How cdk-nag writes that ARN in an IAM5 finding id. */
export const objectsArnAsNagWritesIt = (purpose: 'uploads' | 'media') =>
  `arn:<AWS::Partition>:s3:::pele-${purpose}-<AWS::AccountId>-<AWS::Region>/*`;
