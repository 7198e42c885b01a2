import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../constructs/security-headers';
import { buildTestApp } from '../testing/test-app';

let template: Template;

type Behavior = Record<string, unknown> & { PathPattern?: string };
const distributionConfig = () => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as Array<{
    Properties: { DistributionConfig: Record<string, unknown> };
  }>;
  if (!distribution) throw new Error('no distribution');
  return distribution.Properties.DistributionConfig;
};
const behavior = (pattern: string) => {
  const found = (distributionConfig().CacheBehaviors as Behavior[]).find((b) => b.PathPattern === pattern);
  if (!found) throw new Error(`no behaviour ${pattern}`);
  return found;
};
const originIdOf = (domainPart: RegExp) => {
  const origins = distributionConfig().Origins as Array<{ Id: string; DomainName: unknown }>;
  const origin = origins.find((o) => domainPart.test(JSON.stringify(o.DomainName)));
  if (!origin) throw new Error(`no origin ${domainPart}`);
  return origin;
};

// Managed policy ids (AWS documentation, "Use managed cache/origin request policies").
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

beforeAll(() => {
  template = Template.fromStack(buildTestApp().web);
});

describe('CloudFront', () => {
  it('serves the SPA bucket through origin access control, with the SPA rewrite on the default behaviour', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.HttpVersion).toBe('http2and3');
    const defaultBehavior = config.DefaultCacheBehavior as Behavior;
    expect(defaultBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(defaultBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    const spaOrigin = originIdOf(/Spa/);
    expect(defaultBehavior.TargetOriginId).toBe(spaOrigin.Id);
    expect(spaOrigin).toMatchObject({ OriginAccessControlId: expect.anything() });
  });

  it('has no error-response mapping, so API 404s reach the browser as they are', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('sends /api/* to the HTTP API uncached, with every method and every viewer header but Host', () => {
    const api = behavior('/api/*');
    expect(api.TargetOriginId).toBe(originIdOf(/execute-api/).Id);
    expect(api.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Origins: Match.arrayWith([
          Match.objectLike({
            CustomOriginConfig: Match.objectLike({
              OriginProtocolPolicy: 'https-only',
              OriginSSLProtocols: ['TLSv1.2'],
            }),
          }),
        ]),
      },
    });
  });

  it('serves /media/* from the media bucket through origin access control', () => {
    const media = behavior('/media/*');
    const mediaOrigin = originIdOf(/Media/);
    expect(media.TargetOriginId).toBe(mediaOrigin.Id);
    expect(media.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(mediaOrigin).toMatchObject({ OriginAccessControlId: expect.anything() });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  it('adds CSP, HSTS, nosniff, DENY framing and a strict referrer policy to every behaviour', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
          }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
    const config = distributionConfig();
    const all = [config.DefaultCacheBehavior as Behavior, ...(config.CacheBehaviors as Behavior[])];
    for (const b of all)
      expect(b.ResponseHeadersPolicyId, String(b.PathPattern)).toEqual({ Ref: expect.any(String) });
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "media-src 'self' blob:"]) {
      expect(CONTENT_SECURITY_POLICY).toContain(directive);
    }
  });
});

describe('WAF web ACL', () => {
  it('puts the web ACL given by ARN in front of the distribution, and none without one', () => {
    const arn = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/pele-edge/abc';
    const withAcl = Template.fromStack(buildTestApp({ webAclArn: arn }).web);
    withAcl.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: arn }),
    });
    expect(distributionConfig().WebACLId).toBeUndefined();
  });
});

describe('SPA deployment', () => {
  it('deploys a built SPA and invalidates the distribution', () => {
    const dist = mkdtempSync(join(tmpdir(), 'pele-spa-'));
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pele</title>');
    const withSpa = Template.fromStack(buildTestApp({ spaAssetPath: dist }).web);
    withSpa.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Prune: true,
    });
  });

  it('skips the deployment when the SPA is not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});
