import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { API_THROTTLE, AUTH_ROUTE_THROTTLE } from './api-stage-stack';
import { WAF_RATE_LIMITS } from './edge-firewall-stack';

let built: ReturnType<typeof buildTestApp>;
let stage: Template;

beforeAll(() => {
  built = buildTestApp();
  stage = Template.fromStack(built.stage);
});

describe('HTTP API stage', () => {
  it('throttles the default stage and writes JSON access logs', () => {
    stage.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"requestId"') },
    });
    const [resource] = Object.values(stage.findResources('AWS::ApiGatewayV2::Stage')) as Array<{
      Properties: { AccessLogSettings: { Format: string } };
    }>;
    expect(JSON.parse(resource?.Properties.AccessLogSettings.Format ?? '')).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
    });
  });

  it('throttles each auth route an attacker hammers below the stage default', () => {
    stage.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      RouteSettings: {
        'POST /api/auth/login': {
          ThrottlingRateLimit: AUTH_ROUTE_THROTTLE.login?.rateLimit,
          ThrottlingBurstLimit: AUTH_ROUTE_THROTTLE.login?.burstLimit,
        },
        'POST /api/auth/forgot-password': Match.objectLike({ ThrottlingRateLimit: 2 }),
        'POST /api/auth/reset-password': Match.objectLike({ ThrottlingRateLimit: 2 }),
        'POST /api/auth/register': Match.anyValue(),
        'POST /api/auth/refresh': Match.anyValue(),
        'POST /api/auth/logout-all': Match.anyValue(),
      },
    });
    for (const limit of Object.values(AUTH_ROUTE_THROTTLE)) {
      expect(limit.rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
    }
  });

  it('is deployed after every route stack, since its route settings name their route keys', () => {
    const dependencies = built.stage.dependencies.map((stack) => stack.stackName);
    for (const routeStack of built.routeStacks) expect(dependencies).toContain(routeStack.stackName);
    expect(Template.fromStack(built.web).findResources('AWS::ApiGatewayV2::Stage')).toEqual({});
  });
});

describe('edge firewall', () => {
  it('is a CloudFront-scope web ACL in us-east-1 with rate-based rules per client address', () => {
    expect(built.firewall.region).toBe('us-east-1');
    const firewall = Template.fromStack(built.firewall);
    firewall.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Name: 'auth-rate-per-ip',
          Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: WAF_RATE_LIMITS.auth,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  SearchString: '/api/auth/',
                  PositionalConstraint: 'STARTS_WITH',
                }),
              },
            }),
          },
        }),
        Match.objectLike({
          Name: 'api-rate-per-ip',
          Statement: {
            RateBasedStatement: Match.objectLike({ Limit: WAF_RATE_LIMITS.api, AggregateKeyType: 'IP' }),
          },
        }),
      ],
    });
    firewall.hasOutput('WebAclArn', Match.anyValue());
  });
});
