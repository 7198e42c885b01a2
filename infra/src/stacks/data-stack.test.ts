import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { TEMP_UPLOADS_PREFIX } from './data-stack';

let template: Template;
let built: ReturnType<typeof buildTestApp>;

beforeAll(() => {
  built = buildTestApp({ appUrl: 'https://pele.example.com' });
  template = Template.fromStack(built.data);
});

const bucketProperties = (logicalIdPart: string) => {
  const buckets = template.findResources('AWS::S3::Bucket');
  const entry = Object.entries(buckets).find(([id]) => id.startsWith(logicalIdPart));
  if (!entry) throw new Error(`no bucket ${logicalIdPart}`);
  return { id: entry[0], ...(entry[1] as { Properties: Record<string, unknown>; DeletionPolicy?: string }) };
};

describe('the single table', () => {
  it('has string PK/SK, GSI1 and GSI2, TTL on expiresAt, on-demand billing, PITR and deletion protection', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'GSI1PK', AttributeType: 'S' },
        { AttributeName: 'GSI1SK', AttributeType: 'S' },
        { AttributeName: 'GSI2PK', AttributeType: 'S' },
        { AttributeName: 'GSI2SK', AttributeType: 'S' },
      ]),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'GSI2',
          KeySchema: [
            { AttributeName: 'GSI2PK', KeyType: 'HASH' },
            { AttributeName: 'GSI2SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it('is retained when the stack goes', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('buckets', () => {
  it('encrypts, blocks public access and refuses plain HTTP on every bucket', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const [id, bucket] of Object.entries(buckets) as Array<
      [string, { Properties: Record<string, unknown> }]
    >) {
      expect(bucket.Properties.BucketEncryption, id).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('expires unconfirmed uploads after a day and aborts incomplete multipart uploads', () => {
    const uploads = bucketProperties('Uploads');
    expect(uploads.DeletionPolicy).toBe('Retain');
    expect(uploads.Properties.LifecycleConfiguration).toEqual({
      Rules: [
        {
          Id: 'expire-unconfirmed-uploads',
          Prefix: TEMP_UPLOADS_PREFIX,
          ExpirationInDays: 1,
          Status: 'Enabled',
        },
        {
          Id: 'abort-incomplete-multipart',
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        },
      ],
    });
    expect(TEMP_UPLOADS_PREFIX).toBe('uploads/tmp/');
  });

  it('lets only the site origin upload from the browser with presigned requests', () => {
    const uploads = bucketProperties('Uploads');
    expect(uploads.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        expect.objectContaining({
          AllowedOrigins: ['https://pele.example.com'],
          AllowedMethods: expect.arrayContaining(['POST', 'PUT']),
        }),
      ],
    });
  });

  it('sends the uploads bucket access logs to the log bucket', () => {
    const uploads = bucketProperties('Uploads');
    const logs = bucketProperties('AccessLogs');
    expect(uploads.Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logs.id },
      LogFilePrefix: 's3/uploads/',
    });
  });
});
