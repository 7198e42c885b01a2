import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { functionEnvironment } from '@pele/functions/config';
import { deployedRouteList } from '@pele/functions/deployment/deployed-routes';
import { startGateway } from '../gateway/gateway';
import { createJwtVerifier } from '../gateway/jwt-verifier';
import { frontendDist, handlerModulePath, seedsModule } from '../paths';
import { startCognitoLocal } from '../stand-ins/cognito/cognito-local';
import { type AdminAccount, ensureAdmin, ensureUserPool } from '../stand-ins/cognito/cognito-setup';
import { ensureTable, startDynamoDbLocal } from '../stand-ins/dynamodb/dynamodb-local';
import { createHandlerLoader } from '../stand-ins/lambda/handler-loader';
import { type LambdaService, startLambdaService } from '../stand-ins/lambda/lambda-service';
import { startS3Local } from '../stand-ins/s3/s3-local';
import { createOutbox, type Outbox } from '../stand-ins/ses/outbox';
import { startSesLocal } from '../stand-ins/ses/ses-local';
import { startStripeLocal } from '../stand-ins/stripe/stripe-local';
import { startPushServiceLocal } from '../stand-ins/web-push/push-service-local';
import { restartable } from './fault-controls';
import { assertPortFree } from './free-port';
import {
  enterLocalEnvironment,
  type LocalPorts,
  localEnvironment,
  localNames,
  localPorts,
  newStripeKeys,
  newVapidKeys,
  type StripeKeys,
} from './local-environment';
import { invokedFunctions, scheduleJobs } from './local-functions';
import { supervised } from './supervisor';

export { localNames };

export const defaultAdmin = {
  email: 'admin@pele.ai.local',
  password: 'PeleAdmin#2024',
  name: 'Administrador',
};

export interface LocalStackOptions {
  /** Everything persists here: dynamodb/, s3/, cognito/, outbox/, local-config.json. */
  dataDir: string;
  /** The gateway (SPA + /api); 0 picks a free port. */
  port: number;
  host?: string;
  /** Ports of the stand-ins; a missing one gets a free port. */
  ports?: Partial<Record<'dynamodb' | 's3' | 'cognito' | 'lambda' | 'stripe' | 'ses' | 'push', number>>;
  admin?: { email: string; password: string; name: string };
  /** No per-request log lines and quieter handler logs (tests). */
  quiet?: boolean;
  /**
   * The functions' configuration as deployed: without the local run's check of every answer against its route's
   * response schema (a development net AWS does not run). For benchmarks, which measure what AWS would serve.
   */
  asDeployed?: boolean;
  /**
   * Whether the scheduled jobs run every minute, as EventBridge runs them in AWS (default). The test stacks turn it
   * off: a job firing on the wall clock (the streak check from 20:00 Brazil time) would write while a test compares
   * the table; the tests that need a job run it as of the time they choose.
   */
  scheduledJobs?: boolean;
}

/** The user pool and app client (made once, kept in the data folder), named in `env`, and the admin account. */
const prepareAccounts = async (
  endpoint: string,
  dataDir: string,
  admin: { email: string; password: string; name: string },
  env: Record<string, string>,
) => {
  const cognitoClient = new CognitoIdentityProviderClient({ endpoint });
  const ids = await ensureUserPool(cognitoClient, join(dataDir, 'local-config.json'));
  const poolEnvironment = functionEnvironment({
    userPoolId: ids.userPoolId,
    userPoolClientId: ids.userPoolClientId,
  });
  Object.assign(env, poolEnvironment);
  Object.assign(process.env, poolEnvironment);
  const adminAccount: AdminAccount = await ensureAdmin(cognitoClient, ids.userPoolId, admin);
  return { ids, adminAccount };
};

/** The catalogue and settings CDK's seed stack writes in AWS, written the same way (idempotent). */
const seedData = async (adminAccount: AdminAccount) => {
  if (!existsSync(seedsModule)) return;
  const seeds = (await import(pathToFileURL(seedsModule).href)) as {
    runSeeds?: (input: { admin: { sub: string; email: string; name: string } }) => Promise<unknown>;
  };
  await seeds.runSeeds?.({
    admin: { sub: adminAccount.sub, email: adminAccount.email, name: adminAccount.name },
  });
};

/**
 * Faults for tests and the load script: DynamoDB Local killed, the Stripe stand-in stopped and started again,
 * the analyzer crashing.
 */
const faultsOf = (
  dynamoControl: ReturnType<typeof supervised<Awaited<ReturnType<typeof startDynamoDbLocal>>>>,
  stripeControl: ReturnType<typeof restartable<Awaited<ReturnType<typeof startStripeLocal>>>>,
  lambda: LambdaService,
) => ({
  dynamodb: {
    /** Kills DynamoDB Local's JVM as a crash would: the supervisor brings it back on its own. */
    kill: () => void dynamoControl.current()?.kill(),
    /** How many times the supervisor has started it again. */
    restarts: dynamoControl.restarts,
  },
  stripe: { stop: stripeControl.stop, restart: () => stripeControl.start().then(() => undefined) },
  /** The analyzer's next invocation (of this user's, if given) throws on each attempt, so its on-failure function runs. */
  crashNextAnalysis: (userId?: string) =>
    lambda.crashNextInvocation(localNames.analyzerFunction, userId ? { userId } : {}),
});

type Stoppable = { stop: () => Promise<unknown> } | { close: () => Promise<unknown> };
const stopOne = (part: Stoppable) => ('stop' in part ? part.stop() : part.close());

/** What has started, to stop in reverse order, and what is still starting, to wait for before stopping. */
const lifecycle = () => {
  const started: Stoppable[] = [];
  const starting: Promise<unknown>[] = [];
  return {
    started,
    starting,
    /** Started while the rest starts; awaited where needed (an early failure is not an unhandled rejection). */
    inBackground<T>(start: Promise<T>, stoppable: (part: T) => Stoppable) {
      const part = start.then((value) => {
        started.push(stoppable(value));
        return value;
      });
      part.catch(() => undefined);
      starting.push(part);
      return part;
    },
    async stopAll() {
      for (const part of started.reverse()) await stopOne(part).catch(() => undefined);
      started.length = 0;
    },
  };
};
type Lifecycle = ReturnType<typeof lifecycle>;

interface StandInsInput {
  dataDir: string;
  ports: LocalPorts;
  appUrl: string;
  stripeKeys: StripeKeys;
  outbox: Outbox;
  quiet?: boolean;
}

/** The stand-ins that run as processes of their own: one that dies is started again (supervisor.ts). */
const supervisedStandIns = ({ dataDir, ports, outbox, quiet }: StandInsInput) => ({
  // Supervised on the same port and data folder: the load script kills it mid-run as a fault.
  dynamo: supervised('DynamoDB Local', () => startDynamoDbLocal({ dataDir, port: ports.dynamodb })),
  cognito: supervised('cognito-local', () =>
    startCognitoLocal({
      dataDir,
      port: ports.cognito,
      lambdaEndpoint: `http://127.0.0.1:${ports.lambda}`,
      customMessageFunction: localNames.customMessageFunction,
      outbox,
      quiet,
    }),
  ),
});
type Supervised = ReturnType<typeof supervisedStandIns>;

/** Starts every stand-in: DynamoDB Local and S3 in the background, the others in turn. */
const startStandIns = async (input: StandInsInput, controls: Supervised, life: Lifecycle) => {
  const { dataDir, ports, appUrl, stripeKeys, outbox, quiet } = input;
  const dynamo = life.inBackground(controls.dynamo.start(), () => controls.dynamo);
  const s3 = life.inBackground(
    startS3Local({
      dataDir,
      port: ports.s3,
      buckets: [localNames.uploadsBucket, localNames.mediaBucket],
      publicReadBuckets: [localNames.mediaBucket],
      allowedOrigins: [appUrl, `http://127.0.0.1:${ports.gateway}`],
    }),
    (part) => part,
  );
  const stripeControl = restartable(() =>
    startStripeLocal({
      dataDir,
      port: ports.stripe,
      ...stripeKeys,
      // Known before the gateway listens: the first deliveries are retried until it does.
      webhookUrl: `http://127.0.0.1:${ports.gateway}/api/payments/webhook`,
      quiet,
    }),
  );
  const stripe = await stripeControl.start();
  life.started.push(stripeControl);
  life.started.push(await startSesLocal({ port: ports.ses, outbox }));
  const push = await startPushServiceLocal({ port: ports.push, quiet });
  life.started.push(push);
  const lambda = await startLambdaService({ port: ports.lambda, quiet, functions: invokedFunctions });
  life.started.push(lambda);
  const cognito = await controls.cognito.start();
  life.started.push(controls.cognito);
  return { dynamo, s3, stripe, stripeControl, lambda, cognito, push };
};

/** The gateway: the deployed routes, Cognito's JWT check, the built SPA and the media bucket, as CloudFront. */
const startLocalGateway = (input: {
  ports: LocalPorts;
  host?: string;
  cognitoEndpoint: string;
  issuer: string;
  ids: { userPoolId: string; userPoolClientId: string };
  s3PublicEndpoint: string;
  quiet?: boolean;
}) =>
  startGateway({
    port: input.ports.gateway,
    host: input.host,
    routes: deployedRouteList().map(([, route]) => route),
    loadHandler: createHandlerLoader(handlerModulePath),
    verifyJwt: createJwtVerifier({
      jwksUrl: `${input.cognitoEndpoint}/${input.ids.userPoolId}/.well-known/jwks.json`,
      issuer: input.issuer,
      clientId: input.ids.userPoolClientId,
    }),
    staticDir: frontendDist,
    // CloudFront forwards /media/<key> to the media bucket with the path unchanged: objects live under media/.
    mediaOrigin: `${input.s3PublicEndpoint}/${localNames.mediaBucket}`,
    extraOrigins: [input.s3PublicEndpoint],
    quiet: input.quiet,
  });

/**
 * Starts the whole product on one machine, in this process tree: DynamoDB Local (Java), s3rver, cognito-local
 * (child process), the local Lambda service and the gateway. Handlers run in this process with the same
 * environment names as in AWS; the AWS SDK finds the stand-ins through AWS_ENDPOINT_URL_<SERVICE>.
 * One stack per process: handler modules build their SDK clients at module scope, bound to the first stack's
 * endpoints, exactly like a warm Lambda keeps them.
 */
export const startLocalStack = async (options: LocalStackOptions) => {
  const dataDir = resolve(options.dataDir);
  if (options.port) await assertPortFree(options.port);
  await mkdir(dataDir, { recursive: true });
  const ports = await localPorts(options.port, options.ports);
  const stripeKeys = newStripeKeys();
  const vapidKeys = newVapidKeys();
  const appUrl = `http://localhost:${ports.gateway}`;
  const outboxDir = join(dataDir, 'outbox');
  const outbox = createOutbox(outboxDir, { quiet: options.quiet });
  const { quiet, asDeployed } = options;
  const env = localEnvironment({ ports, appUrl, stripeKeys, vapidKeys, quiet, asDeployed });
  enterLocalEnvironment(env);

  const life = lifecycle();
  const input = { dataDir, ports, appUrl, stripeKeys, outbox, quiet };
  const controls = supervisedStandIns(input);
  const stopAll = () => {
    // Before anything stops: a stand-in that ends from here on (Ctrl-C reaches them all) stays ended.
    controls.dynamo.standDown();
    controls.cognito.standDown();
    return life.stopAll();
  };
  try {
    const parts = await startStandIns(input, controls, life);
    const admin = options.admin ?? defaultAdmin;
    const { ids, adminAccount } = await prepareAccounts(parts.cognito.endpoint, dataDir, admin, env);
    await ensureTable((await parts.dynamo).client, localNames.table);
    const s3Local = await parts.s3;
    await seedData(adminAccount);
    const issuer = `${parts.cognito.issuerDomain}/${ids.userPoolId}`;
    const gateway = await startLocalGateway({
      ports,
      host: options.host,
      cognitoEndpoint: parts.cognito.endpoint,
      issuer,
      ids,
      s3PublicEndpoint: s3Local.publicEndpoint,
      quiet,
    });
    life.started.push(gateway);
    const jobs = scheduleJobs({ everyMinute: options.scheduledJobs ?? true });
    life.started.push(jobs);

    let stopping: Promise<void> | undefined;
    return {
      url: gateway.url,
      ports,
      env,
      dataDir,
      outboxDir,
      admin: adminAccount,
      cognito: { ...ids, issuer, endpoint: parts.cognito.endpoint },
      /** Resolves when no async Lambda invocation (the analyzer) is running. */
      lambdaIdle: parts.lambda.idle,
      /** The local Stripe stand-in (hosted checkout, test controls under /_standin). */
      stripe: { url: parts.stripe.url },
      /** The local push service: a subscription whose endpoint is `<url>/push/<id>` receives here (`received`). */
      push: { url: parts.push.url, received: parts.push.received },
      /** Runs the scheduled jobs now (tests; the local run also runs them every minute). */
      runJobs: jobs.runJobs,
      faults: faultsOf(controls.dynamo, parts.stripeControl, parts.lambda),
      stop: () => {
        stopping ??= stopAll();
        return stopping;
      },
    };
  } catch (error) {
    // Let the stand-ins still starting finish, so they are stopped too (no JVM left behind).
    await Promise.allSettled(life.starting);
    await stopAll();
    throw error;
  }
};
export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;
