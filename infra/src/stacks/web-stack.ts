import { Annotations, Aws, CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { bucketName } from '../constructs/bucket-names';
import { privateBucket } from '../constructs/private-bucket';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../constructs/security-headers';
import { SPA_REWRITE_CODE } from '../constructs/spa-rewrite';

export interface WebStackProps extends StackProps {
  accessLogsBucket: s3.IBucket;
  /** Folder of the built SPA; when undefined the bucket is created empty and synth warns. */
  spaAssetPath?: string;
  /** ARN of the EdgeFirewall stack's WAF web ACL (us-east-1), put in front of the distribution. */
  webAclArn?: string;
}

/**
 * Everything the browser reaches: CloudFront (with the WAF web ACL when one is given), the SPA and media
 * buckets behind it, and the HTTP API itself (its stage, throttling and access logs are the ApiStage stack's).
 *
 * Why the HTTP API lives here and not in the ApiStack: functions need the site address (APP_URL, from this
 * distribution) and the distribution needs the API's address. Creating the API here, before the functions,
 * breaks that cycle without lookups: this stack depends on nothing but the log bucket, and the ApiStack and
 * the route stacks attach the authorizer, routes and integrations to this API afterwards (the `$default`
 * stage, created after them, auto-deploys them). The media bucket lives here too because origin access control writes the
 * distribution's ARN into the bucket policy, which would otherwise make the data stack depend on this one.
 */
export class WebStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly distribution: cloudfront.Distribution;
  readonly spaBucket: s3.Bucket;
  readonly mediaBucket: s3.Bucket;
  /** `https://<distribution domain>`: the site's public address. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Pele AI API; reached through CloudFront at /api/*',
      createDefaultStage: false,
    });

    this.spaBucket = privateBucket(this, 'Spa', { accessLogs: props.accessLogsBucket });
    // Product images are stored under the `media/` key prefix: CloudFront forwards `/media/<key>` unchanged.
    this.mediaBucket = privateBucket(this, 'Media', {
      bucketName: bucketName('media'),
      accessLogs: props.accessLogsBucket,
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS, nosniff, frame and referrer policies for the SPA, media and API',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Extension-less paths get their prerendered page or the SPA shell',
    });

    const apiOrigin = new origins.HttpOrigin(
      `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`,
      {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      },
    );

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Pele AI: SPA, /api and /media',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.spaBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // With caching disabled this also forwards Authorization; Host must stay API Gateway's own.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        '/media/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.mediaBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;

    if (props.spaAssetPath) {
      const deployment = new s3deploy.BucketDeployment(this, 'SpaDeployment', {
        sources: [s3deploy.Source.asset(props.spaAssetPath)],
        destinationBucket: this.spaBucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        prune: true,
        memoryLimit: 512,
      });
      this.acknowledgeDeploymentFindings(deployment);
    } else {
      Annotations.of(this).addWarningV2(
        'pele:spa-not-built',
        'frontend/dist was not found at synth time: the SPA bucket is deployed empty. Build the frontend and synthesize again.',
      );
    }

    this.acknowledgeFindings(props.webAclArn !== undefined);
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl, description: 'Public address of the app' });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.httpApi.apiEndpoint,
      description: 'Direct API address',
    });
  }

  /** The deployment's copy function is CDK's own singleton custom resource; its findings are CDK's design. */
  private acknowledgeDeploymentFindings(deployment: s3deploy.BucketDeployment) {
    const handler = deployment.handlerRole.node.scope;
    if (!handler) return;
    const at = Validations.of(handler);
    const spaLogicalId = this.resolve((this.spaBucket.node.defaultChild as s3.CfnBucket).logicalId) as string;
    const cdkManaged = 'CDK BucketDeployment custom resource (runs only during deployment): ';
    at.acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${cdkManaged}CDK creates its role with the basic execution policy for its logs; the role is not configurable.`,
    });
    at.acknowledge({
      id: 'AwsSolutions-L1',
      reason: `${cdkManaged}its Python runtime is pinned by the installed aws-cdk-lib and moves with CDK upgrades.`,
    });
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      at.acknowledge({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${cdkManaged}CDK's bucket grants read the build asset and replace the SPA bucket's whole content (prune).`,
      });
    }
    at.acknowledge({
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
      reason: `${cdkManaged}it reads the zipped SPA from the CDK bootstrap asset bucket, whose object keys are content hashes.`,
    });
    at.acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${spaLogicalId}.Arn>/*]`,
      reason: `${cdkManaged}it writes and prunes every object of the SPA bucket, which holds only the built SPA.`,
    });
    at.acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${cdkManaged}cloudfront:CreateInvalidation and GetInvalidation support no resource-level scoping in CDK's policy.`,
    });
  }

  private acknowledgeFindings(hasWebAcl: boolean) {
    const at = Validations.of(this.distribution);
    at.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: the app is in Portuguese for Brazil, but its users travel and may live abroad.',
    });
    if (!hasWebAcl)
      at.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The WAF web ACL (EdgeFirewall stack) lives in us-east-1 and this stack is region-agnostic, so it is attached by passing -c webAclArn=<its output>; until then the API is throttled per route at the stage and the auth handlers limit attempts per account and address.',
      });
    at.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'The distribution uses the default *.cloudfront.net certificate, whose viewer TLS policy CloudFront fixes; set minimumProtocolVersion TLSv1.2_2021 when a custom domain and ACM certificate are attached. Browsers negotiate TLS 1.3/1.2 with it today.',
    });
  }
}
