import type { DeployedRoute } from '@pele/functions/deployment/deployed-routes';
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import type { BundleKind } from '../constructs/bundling';
import { packagesImportedBy } from '../constructs/imported-packages';
import { NodeFunction } from '../constructs/node-function';
import { applyGrants, type GrantTargets } from '../constructs/route-grants';
import { handlerEntry } from '../paths';

/** A handler that reaches sharp (through any of its imports) gets sharp's arm64 binary beside its bundle. */
export const bundleKindFor = (handler: string): BundleKind =>
  packagesImportedBy(handlerEntry(handler)).has('sharp') ? 'image' : 'plain';

/** `auth/login` → `AuthLogin`, a stable construct id derived from the handler module. */
export const constructIdFor = (handler: string) =>
  handler
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

export interface RoutesStackProps extends StackProps {
  routes: ReadonlyArray<[string, DeployedRoute]>;
  httpApi: apigwv2.IHttpApi;
  authorizerId: string;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

/** One Lambda and one HTTP API route per route-table entry of an area (e.g. every `auth/*` handler). */
export class RoutesStack extends Stack {
  readonly functions = new Map<string, NodeFunction>();

  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);
    const jwt = apigwv2.HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'JwtAuthorizer', {
      authorizerId: props.authorizerId,
      authorizerType: apigwv2.HttpAuthorizerType.JWT,
    });

    for (const [name, route] of props.routes) {
      const id = constructIdFor(route.handler);
      const fn = new NodeFunction(this, id, {
        entry: handlerEntry(route.handler),
        description: `${route.method} ${route.path} (${name})`,
        memoryMb: route.memoryMb,
        timeoutSeconds: route.timeoutSeconds,
        environment: props.environment,
        bundle: bundleKindFor(route.handler),
        dataFiles: route.dataFiles,
      });
      applyGrants(fn.role, route.grants ?? [], props.grantTargets);
      this.functions.set(name, fn);

      const httpRoute = new apigwv2.HttpRoute(this, `${id}Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${id}Integration`, fn.fn),
        ...(route.access === 'public' ? {} : { authorizer: jwt }),
      });
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public in the route table (spec section 6): it is how an anonymous visitor signs up, signs in or reads public data.`,
        });
      }
    }
  }
}
