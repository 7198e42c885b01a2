import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests per client address in any 5-minute window (WAF's evaluation window). */
export const WAF_RATE_LIMITS = { auth: 100, api: 2000 } as const;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const pathStartsWith = (prefix: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

const rateRule = (
  name: string,
  priority: number,
  limit: number,
  prefix: string,
): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: { customResponse: { responseCode: 429 } } },
  statement: {
    rateBasedStatement: {
      limit,
      evaluationWindowSec: 300,
      aggregateKeyType: 'IP',
      scopeDownStatement: pathStartsWith(prefix),
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * The WAF web ACL in front of the site, with rate-based rules per client address: a tight one on
 * /api/auth/ (sign-in, sign-up, password reset) and a loose one on the whole /api/.
 *
 * WAF cannot attach to an HTTP API (only to REST APIs, ALBs, AppSync, Cognito and CloudFront), so the ACL
 * goes on the CloudFront distribution that fronts /api. A CloudFront ACL must live in us-east-1, and the
 * other stacks are region-agnostic (no cross-region references without fixed regions): deploy this stack
 * first, then pass its WebAclArn output as `-c webAclArn=...` so the web stack attaches it.
 */
export class EdgeFirewallStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: 'us-east-1' } });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: 'pele-edge',
      description: 'Pele AI: rate limits per client address on /api/auth and /api',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('pele-edge'),
      rules: [
        rateRule('auth-rate-per-ip', 0, WAF_RATE_LIMITS.auth, '/api/auth/'),
        rateRule('api-rate-per-ip', 1, WAF_RATE_LIMITS.api, '/api/'),
      ],
    });
    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'Pass to the web stack as -c webAclArn=<this> to put the ACL in front of CloudFront',
    });
  }
}
