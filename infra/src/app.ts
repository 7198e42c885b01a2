import { functionEnvironment } from '@pele/functions/config';
import { type DeployedRoute, deployedRouteList } from '@pele/functions/deployment/deployed-routes';
import { catalogSeed } from '@pele/functions/seed/catalog/catalog-seed';
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { GrantTargets } from './constructs/route-grants';
import { builtSpa } from './paths';
import { ApiStack } from './stacks/api-stack';
import { ApiStageStack } from './stacks/api-stage-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeFirewallStack } from './stacks/edge-firewall-stack';
import { constructIdFor, RoutesStack } from './stacks/routes-stack';
import { SeedStack } from './stacks/seed-stack';
import { WebStack } from './stacks/web-stack';

export const STACK_PREFIX = 'Pele';

/** Routes grouped by the first folder of their handler module (`auth/login` → `auth`), in table order. */
export const routesByArea = (routes: ReadonlyArray<[string, DeployedRoute]>) => {
  const areas = new Map<string, Array<[string, DeployedRoute]>>();
  for (const entry of routes) {
    const area = entry[1].handler.split('/')[0] ?? entry[1].handler;
    areas.set(area, [...(areas.get(area) ?? []), entry]);
  }
  return areas;
};

export interface PeleAppOptions {
  /** Site address for e-mail links and upload CORS; default: the CloudFront distribution's own address. */
  appUrl?: string;
  /** Built SPA folder; default: frontend/dist when it exists. */
  spaAssetPath?: string;
  routes?: ReadonlyArray<[string, DeployedRoute]>;
  /**
   * Name of the Secrets Manager secret holding the Stripe keys (JSON `{"secretKey", "webhookSecret"}`); default:
   * the `stripeSecretName` context value. Without one the stage deploys and its payment routes answer 503.
   */
  stripeSecretName?: string;
  /**
   * Name of the Secrets Manager secret holding Web Push's VAPID keys (JSON `{"publicKey", "privateKey"}`); default:
   * the `vapidSecretName` context value. Without one push is off and notifications stay in the app's centre.
   */
  vapidSecretName?: string;
  /** ARN of the EdgeFirewall stack's web ACL; default: the `webAclArn` context value. */
  webAclArn?: string;
}

/** The app's settings: each option given, else its context value (and the built SPA, the route table). */
const settingsOf = (app: App, options: PeleAppOptions) => {
  const context = (name: string) => app.node.tryGetContext(name) as string | undefined;
  return {
    appUrl: options.appUrl ?? context('appUrl'),
    /** Sender of the product's own e-mails (a verified SES identity), from the `mailFrom` context value. */
    mailFrom: context('mailFrom'),
    /** The contacts people see until staff change them in the admin panel; each may be left out (its links hidden). */
    contacts: Object.fromEntries(
      (['supportPhone', 'supportEmail', 'privacyEmail'] as const).flatMap((name) => {
        const value = context(name);
        return value ? [[name, value]] : [];
      }),
    ),
    stripeSecretName: options.stripeSecretName ?? context('stripeSecretName'),
    vapidSecretName: options.vapidSecretName ?? context('vapidSecretName'),
    spaAssetPath: 'spaAssetPath' in options ? options.spaAssetPath : builtSpa(),
    webAclArn: options.webAclArn ?? context('webAclArn'),
    routes: options.routes ?? deployedRouteList(),
  };
};

type Settings = ReturnType<typeof settingsOf>;

/** The environment every function starts with: where the data, the users and the site are, and the secrets' names. */
const environmentOf = (
  settings: Settings,
  data: DataStack,
  web: WebStack,
  auth: AuthStack,
  siteUrl: string,
) =>
  functionEnvironment({
    tableName: data.table.tableName,
    uploadsBucket: data.uploadsBucket.bucketName,
    mediaBucket: web.mediaBucket.bucketName,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
    appUrl: siteUrl,
    ...(settings.stripeSecretName ? { stripeSecretId: settings.stripeSecretName } : {}),
    ...(settings.mailFrom ? { mailFrom: settings.mailFrom } : {}),
    ...(settings.vapidSecretName ? { vapidSecretId: settings.vapidSecretName } : {}),
    ...settings.contacts,
  });

/** One Routes stack per area of the route table, each function told of the analyzer and the push sender. */
const buildRouteStacks = (
  app: App,
  settings: Settings,
  shared: {
    web: WebStack;
    api: ApiStack;
    environment: ReturnType<typeof functionEnvironment>;
    grantTargets: Omit<GrantTargets, 'analyzer' | 'pushSender' | 'stripeSecretName' | 'vapidSecretName'>;
  },
) => {
  const { web, api, environment, grantTargets } = shared;
  return [...routesByArea(settings.routes)].map(
    ([area, routes]) =>
      new RoutesStack(app, `${STACK_PREFIX}Routes${constructIdFor(area)}`, {
        description: `Pele AI API routes of the ${area} area`,
        routes,
        httpApi: web.httpApi,
        authorizerId: api.authorizer.authorizerId,
        environment: {
          ...environment,
          ...functionEnvironment({
            analyzerFunctionName: api.analyzer.function.fn.functionName,
            pushSenderFunctionName: api.pushSender.fn.functionName,
          }),
        },
        grantTargets: {
          ...grantTargets,
          analyzer: api.analyzer.function.fn,
          pushSender: api.pushSender.fn,
          stripeSecretName: settings.stripeSecretName,
          vapidSecretName: settings.vapidSecretName,
        },
      }),
  );
};

/**
 * Builds every stack of the product into `app`, in dependency order:
 * Data → Web (CloudFront + HTTP API front door) → Seed (catalog) → Auth → Api (authorizer, analyzer) → one Routes stack per area
 * → ApiStage (the stage, whose per-route limits need the routes); EdgeFirewall (us-east-1) stands apart.
 * See WebStack for why the HTTP API is created before the functions. cdk-nag's AwsSolutions pack runs as a
 * validation plugin at synth; every acknowledgement in the stacks carries its reason.
 */
export const buildPeleApp = (app: App, options: PeleAppOptions = {}) => {
  const settings = settingsOf(app, options);
  const { appUrl, spaAssetPath, webAclArn, routes } = settings;

  const firewall = new EdgeFirewallStack(app, `${STACK_PREFIX}EdgeFirewall`, {
    description:
      'Pele AI edge firewall (us-east-1): WAF web ACL with rate limits per client address for CloudFront',
  });

  const data = new DataStack(app, `${STACK_PREFIX}Data`, {
    description: 'Pele AI data: DynamoDB table, private uploads bucket, access-log bucket',
    // Without a fixed address the site is some *.cloudfront.net origin, unknown before deployment.
    uploadOrigins: appUrl ? [new URL(appUrl).origin] : ['https://*.cloudfront.net'],
  });

  const web = new WebStack(app, `${STACK_PREFIX}Web`, {
    description: 'Pele AI edge: CloudFront, SPA and media buckets, HTTP API stage',
    accessLogsBucket: data.accessLogsBucket,
    spaAssetPath,
    ...(webAclArn ? { webAclArn } : {}),
  });
  const siteUrl = appUrl ?? web.siteUrl;

  const seed = new SeedStack(app, `${STACK_PREFIX}Seed`, {
    description: 'Pele AI deploy-time seeding: the sample product catalog',
    table: data.table,
    mediaBucket: web.mediaBucket,
    catalogSeedHash: catalogSeed().hash,
  });

  const auth = new AuthStack(app, `${STACK_PREFIX}Auth`, {
    description: 'Pele AI authentication: Cognito user pool, admin group, app client, e-mail trigger',
    appUrl: siteUrl,
  });

  const grantTargets = {
    table: data.table,
    indexNames: data.indexNames,
    uploadsBucket: data.uploadsBucket,
    mediaBucket: web.mediaBucket,
    userPoolArn: auth.userPool.userPoolArn,
  };
  const environment = environmentOf(settings, data, web, auth, siteUrl);

  const api = new ApiStack(app, `${STACK_PREFIX}Api`, {
    description: 'Pele AI API shared parts: JWT authorizer, skin analyzer and its dead-letter queue',
    httpApi: web.httpApi,
    issuer: auth.issuer,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
    environment,
    grantTargets: { ...grantTargets, vapidSecretName: settings.vapidSecretName },
  });

  const routeStacks = buildRouteStacks(app, settings, { web, api, environment, grantTargets });

  const stage = new ApiStageStack(app, `${STACK_PREFIX}ApiStage`, {
    description: 'Pele AI HTTP API $default stage: throttling (tighter on the auth routes) and access logs',
    httpApi: web.httpApi,
    routes,
  });
  for (const routeStack of routeStacks) stage.addStackDependency(routeStack);

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, web, seed, auth, api, routeStacks, stage, firewall };
};
