import type { DeployedRoute } from '@pele/functions/deployment/deployed-routes';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** Every route of the stage, unless a route has its own limit below (requests per second, burst). */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * Tighter limits on the auth routes an attacker hammers. These cap each route for all clients together
 * (API Gateway throttles per stage and route, not per client): they bound a flood's cost and the pressure on
 * Cognito's own quotas, while the per-account and per-address limits in the handlers and the WAF rule stop
 * one attacker. Sized for launch traffic; refresh is every active session once an hour.
 */
export const AUTH_ROUTE_THROTTLE: Readonly<Record<string, { rateLimit: number; burstLimit: number }>> = {
  login: { rateLimit: 10, burstLimit: 20 },
  register: { rateLimit: 5, burstLimit: 10 },
  refresh: { rateLimit: 20, burstLimit: 40 },
  forgotPassword: { rateLimit: 2, burstLimit: 5 },
  resetPassword: { rateLimit: 2, burstLimit: 5 },
  logoutAll: { rateLimit: 5, burstLimit: 10 },
};

/** HTTP API access-log line: JSON with the fields that explain a request without logging its content. */
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  httpMethod: '$context.httpMethod',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  userAgent: '$context.identity.userAgent',
});

export interface ApiStageStackProps extends StackProps {
  httpApi: apigwv2.IHttpApi;
  /** The deployed routes, for the route keys of the per-route limits. */
  routes: ReadonlyArray<[string, DeployedRoute]>;
}

/**
 * The HTTP API's `$default` stage: auto-deploy, throttling and access logs. It is its own stack, deployed
 * after the route stacks, because a stage's per-route settings name route keys that must already exist
 * (API Gateway refuses the stage otherwise), and the routes are attached to the API by the route stacks.
 */
export class ApiStageStack extends Stack {
  readonly stage: apigwv2.HttpStage;

  constructor(scope: Construct, id: string, props: ApiStageStackProps) {
    super(scope, id, props);
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: props.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
    });

    // RouteSettings is a free-form map in CloudFormation's schema: CDK passes its values through as written,
    // so they carry CloudFormation's own PascalCase names.
    const routeSettings = Object.fromEntries(
      props.routes.flatMap(([name, route]) => {
        const limit = AUTH_ROUTE_THROTTLE[name];
        if (!limit) return [];
        const settings = { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit };
        return [[`${route.method} ${route.path}`, settings]];
      }),
    );
    if (Object.keys(routeSettings).length > 0)
      (this.stage.node.defaultChild as apigwv2.CfnStage).routeSettings = routeSettings;
  }
}
