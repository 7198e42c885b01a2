import { deployedRouteList } from '@pele/functions/deployment/deployed-routes';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS } from '@pele/functions/deployment/function-sizing';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routesByArea } from '../app';
import { buildTestApp } from '../testing/test-app';
import { bundleKindFor, type RoutesStack } from './routes-stack';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };

const routes = deployedRouteList();
let built: ReturnType<typeof buildTestApp>;
const templates = new Map<RoutesStack, Template>();
const templateOf = (stack: RoutesStack) => {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
};
const stackOf = (name: string) => {
  const stack = built.routeStacks.find((candidate) => candidate.functions.has(name));
  if (!stack) throw new Error(`no stack holds route ${name}`);
  return stack;
};
const logicalIdOf = (stack: Stack, construct: { node: { defaultChild?: unknown } }) =>
  stack.resolve((construct.node.defaultChild as { logicalId: string }).logicalId) as string;

beforeAll(() => {
  built = buildTestApp();
});

describe('route table → HTTP API', () => {
  it('has one route stack per handler area, together holding every route of the table', () => {
    expect(built.routeStacks).toHaveLength(routesByArea(routes).size);
    const held = built.routeStacks.flatMap((stack) => [...stack.functions.keys()]);
    expect(held.sort()).toEqual(routes.map(([name]) => name).sort());
  });

  it.each(routes)(
    '%s is an HTTP API route with the JWT authorizer exactly when it is not public',
    (name, route) => {
      const stack = stackOf(name);
      const routeResources = templateOf(stack).findResources('AWS::ApiGatewayV2::Route', {
        Properties: { RouteKey: `${route.method} ${route.path}` },
      });
      const found = Object.values(routeResources) as Resource[];
      expect(found).toHaveLength(1);
      const properties = found[0]?.Properties ?? {};
      if (route.access === 'public') {
        expect(properties.AuthorizationType).toBe('NONE');
        expect(properties.AuthorizerId).toBeUndefined();
      } else {
        expect(properties.AuthorizationType).toBe('JWT');
        expect(JSON.stringify(properties.AuthorizerId)).toContain('JwtAuthorizer');
      }
    },
  );

  it.each(routes)(
    '%s has its own function behind its route, sized and configured as declared',
    (name, route) => {
      const stack = stackOf(name);
      const template = templateOf(stack);
      const fn = stack.functions.get(name);
      if (!fn) throw new Error(`no function for ${name}`);
      const functionId = logicalIdOf(stack, fn.fn);

      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `${route.method} ${route.path} (${name})`,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        MemorySize: route.memoryMb ?? DEFAULT_MEMORY_MB,
        Timeout: route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
        LoggingConfig: { LogGroup: { Ref: logicalIdOf(stack, fn.logGroup) } },
        Environment: {
          Variables: Match.objectLike({
            NODE_OPTIONS: '--enable-source-maps',
            TABLE_NAME: Match.anyValue(),
            UPLOADS_BUCKET: Match.anyValue(),
            MEDIA_BUCKET: Match.anyValue(),
            USER_POOL_ID: Match.anyValue(),
            USER_POOL_CLIENT_ID: Match.anyValue(),
            APP_URL: Match.anyValue(),
            ANALYZER_FUNCTION_NAME: Match.anyValue(),
          }),
        },
      });

      const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationUri: { 'Fn::GetAtt': [functionId, 'Arn'] } },
      });
      expect(Object.keys(integrations)).toHaveLength(1);
      const [integrationId] = Object.keys(integrations);
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
      });
    },
  );

  it('gives every route a distinct function', () => {
    const functions = built.routeStacks.flatMap((stack) => [...stack.functions.values()]);
    expect(new Set(functions).size).toBe(routes.length);
  });
});

describe('least-privilege grants', () => {
  const policyOf = (name: string) => {
    const stack = stackOf(name);
    const fn = stack.functions.get(name);
    if (!fn) throw new Error(`no function for ${name}`);
    const roleId = logicalIdOf(stack, fn.role);
    const policies = Object.values(
      templateOf(stack).findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: roleId }] },
      }),
    ) as Resource[];
    const statements = policies.flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    return { statements, policy: JSON.stringify(statements) };
  };

  it.each(routes)('%s gets exactly the access its grants declare', (name, route) => {
    const grants = new Set(route.grants ?? []);
    const { statements, policy } = policyOf(name);
    expect(policy).toContain('dynamodb:Query');
    expect(policy).not.toContain('dynamodb:Scan');
    expect(policy.includes('dynamodb:PutItem')).toBe(grants.has('table:write'));
    expect(policy.includes('s3:PutObject')).toBe(grants.has('uploads:write') || grants.has('media:write'));
    expect(policy.includes('s3:DeleteObject')).toBe(
      grants.has('uploads:delete') || grants.has('media:write'),
    );
    expect(policy.includes('s3:GetObject')).toBe(grants.has('uploads:read'));
    expect(policy.includes('cognito-idp:AdminCreateUser')).toBe(grants.has('cognito:admin'));
    expect(policy.includes('cognito-idp:InitiateAuth')).toBe(grants.has('cognito:auth'));
    expect(policy.includes('lambda:InvokeFunction')).toBe(
      grants.has('analyzer:invoke') || grants.has('push:invoke'),
    );
    for (const statement of statements) {
      const actions = [statement.Action].flat();
      expect(actions.filter((action) => action.endsWith('*'))).toEqual([]);
      // Only X-Ray, which has no resource-level permissions, may name every resource.
      if (statement.Resource === '*')
        expect(actions.every((action) => action.startsWith('xray:'))).toBe(true);
    }
  });
});

describe('bundling choice', () => {
  it('installs sharp for handlers that import it and for no other', () => {
    expect(bundleKindFor('users/profile-image-confirm')).toBe('image');
    expect(bundleKindFor('system/health')).toBe('plain');
    expect(bundleKindFor('auth/login')).toBe('plain');
  });
});

describe('stack size', () => {
  it('keeps every stack of the app far from the 500-resource limit', () => {
    for (const stack of built.app.node.children.filter((child): child is Stack => child instanceof Stack)) {
      const count = Object.keys(Template.fromStack(stack).toJSON().Resources ?? {}).length;
      expect(count, stack.stackName).toBeLessThan(300);
    }
  });
});

describe('Stripe keys', () => {
  const envOf = (stack: RoutesStack, name: string) => {
    const fn = stack.functions.get(name);
    const resource = fn && templateOf(stack).toJSON().Resources[logicalIdOf(stack, fn.fn)];
    return (resource?.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>;
  };

  it('are nowhere without a configured secret: the stage deploys, payments answer 503', () => {
    const stack = stackOf('paymentWebhook');
    expect(envOf(stack, 'paymentWebhook').STRIPE_SECRET_ID).toBeUndefined();
    expect(JSON.stringify(templateOf(stack).toJSON())).not.toContain('secretsmanager:GetSecretValue');
  });

  it('are read from the named secret by exactly the routes that call Stripe', () => {
    const withSecret = buildTestApp({ stripeSecretName: 'pele/stripe' });
    const paymentStack = withSecret.routeStacks.find((stack) => stack.functions.has('paymentWebhook'));
    if (!paymentStack) throw new Error('no payments stack');
    const template = JSON.stringify(Template.fromStack(paymentStack).toJSON());
    expect(template).toContain('secretsmanager:GetSecretValue');
    expect(template).toContain(':secret:pele/stripe-??????');
    const fn = paymentStack.functions.get('paymentWebhook');
    const variables = fn
      ? Template.fromStack(paymentStack).toJSON().Resources[logicalIdOf(paymentStack, fn.fn)].Properties
          .Environment.Variables
      : {};
    expect(variables.STRIPE_SECRET_ID).toBe('pele/stripe');
    const templatesWithSecret = new Map(
      withSecret.routeStacks.map((stack) => [stack, Template.fromStack(stack)]),
    );
    for (const [name, route] of deployedRouteList()) {
      const stack = withSecret.routeStacks.find((candidate) => candidate.functions.has(name));
      const fnOf = stack?.functions.get(name);
      const template = stack && templatesWithSecret.get(stack);
      if (!stack || !fnOf || !template) throw new Error(`no function for ${name}`);
      const roleId = logicalIdOf(stack, fnOf.role);
      const policies = JSON.stringify(
        template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
      );
      expect(policies.includes('secretsmanager:GetSecretValue'), name).toBe(
        (route.grants ?? []).includes('payments:secret'),
      );
    }
  });

  it('are read from the VAPID secret by exactly the routes that need the push key', () => {
    const withSecret = buildTestApp({ vapidSecretName: 'pele/vapid' });
    for (const [name, route] of deployedRouteList()) {
      const stack = withSecret.routeStacks.find((candidate) => candidate.functions.has(name));
      const fnOf = stack?.functions.get(name);
      if (!stack || !fnOf) throw new Error(`no function for ${name}`);
      const template = Template.fromStack(stack);
      const policies = JSON.stringify(
        template.findResources('AWS::IAM::Policy', {
          Properties: { Roles: [{ Ref: logicalIdOf(stack, fnOf.role) }] },
        }),
      );
      expect(policies.includes(':secret:pele/vapid-??????'), name).toBe(
        (route.grants ?? []).includes('push:secret'),
      );
      const variables =
        template.toJSON().Resources[logicalIdOf(stack, fnOf.fn)].Properties.Environment.Variables;
      expect(variables.VAPID_SECRET_ID, name).toBe('pele/vapid');
      expect(variables.PUSH_SENDER_FUNCTION_NAME, name).toBeDefined();
    }
  });
});
