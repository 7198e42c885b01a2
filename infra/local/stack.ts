import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { functionEnvironment } from '@pele/functions/config';
import { deployedRouteList } from '@pele/functions/deployment/deployed-routes';
import { startCognitoLocal } from './cognito-local';
import { type AdminAccount, ensureAdmin, ensureUserPool } from './cognito-setup';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local';
import { restartable } from './fault-controls';
import { assertPortFree, freePorts } from './free-port';
import { startGateway } from './gateway';
import { createHandlerLoader } from './handler-loader';
import { LOCAL_INVOCATION_ENV } from './invocation';
import { createJwtVerifier } from './jwt-verifier';
import { startLambdaService } from './lambda-service';
import { createOutbox } from './outbox';
import { frontendDist, handlerModulePath, seedsModule } from './paths';
import { LOCAL_S3_CREDENTIALS, startS3Local } from './s3-local';
import { startSesLocal } from './ses/ses-local';
import { startStripeLocal } from './stripe/stripe-local';
import { supervised } from './supervisor';

/** Names the local run gives the resources CDK creates in AWS. */
export const localNames = {
  table: 'pele',
  uploadsBucket: 'pele-uploads',
  mediaBucket: 'pele-media',
  customMessageFunction: 'pele-custom-message',
  analyzerFunction: 'pele-analyzer',
  analyzerFailedFunction: 'pele-analyzer-failed',
} as const;

export const defaultAdmin = {
  email: 'admin@pele.ai.local',
  password: 'PeleAdmin#2024',
  name: 'Administrador',
};

/**
 * The contacts of a local run until staff change them in the panel (SUPPORT_EMAIL and PRIVACY_EMAIL replace
 * them): mailboxes of the local run's own domain, the admin's and the sender's. No WhatsApp number is made up:
 * the support chat links stay hidden until SUPPORT_PHONE (digits with country code) or the panel gives one.
 */
export const localContacts = {
  supportEmail: 'suporte@pele.ai.local',
  privacyEmail: 'privacidade@pele.ai.local',
};

export interface LocalStackOptions {
  /** Everything persists here: dynamodb/, s3/, cognito/, outbox/, local-config.json. */
  dataDir: string;
  /** The gateway (SPA + /api); 0 picks a free port. */
  port: number;
  host?: string;
  /** Ports of the stand-ins; a missing one gets a free port. */
  ports?: Partial<Record<'dynamodb' | 's3' | 'cognito' | 'lambda' | 'stripe' | 'ses', number>>;
  admin?: { email: string; password: string; name: string };
  /** No per-request log lines and quieter handler logs (tests). */
  quiet?: boolean;
  /**
   * The functions' configuration as deployed: without the local run's check of every answer against its route's
   * response schema (a development net AWS does not run). For benchmarks, which measure what AWS would serve.
   */
  asDeployed?: boolean;
}

type Stoppable = { stop: () => Promise<unknown> } | { close: () => Promise<unknown> };
const stopOne = (part: Stoppable) => ('stop' in part ? part.stop() : part.close());

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
  const spare = await freePorts(7);
  const ports = {
    gateway: options.port || (spare[0] as number),
    dynamodb: options.ports?.dynamodb || (spare[1] as number),
    s3: options.ports?.s3 || (spare[2] as number),
    cognito: options.ports?.cognito || (spare[3] as number),
    lambda: options.ports?.lambda || (spare[4] as number),
    stripe: options.ports?.stripe || (spare[5] as number),
    ses: options.ports?.ses || (spare[6] as number),
  };
  // Fresh keys each start: the stand-in and the functions get the same pair, nothing is stored in the repo.
  const stripeKeys = {
    secretKey: `sk_test_local_${randomBytes(12).toString('hex')}`,
    webhookSecret: `whsec_local_${randomBytes(16).toString('hex')}`,
  };
  const appUrl = `http://localhost:${ports.gateway}`;
  const outboxDir = join(dataDir, 'outbox');
  const outbox = createOutbox(outboxDir, { quiet: options.quiet });
  const admin = options.admin ?? defaultAdmin;

  // Known before anything starts, so every handler (including triggers) sees the same environment.
  const env: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    // The local S3 accepts only this key pair; the other stand-ins accept any.
    AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${ports.lambda}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.ses}`,
    ...functionEnvironment({
      tableName: localNames.table,
      uploadsBucket: localNames.uploadsBucket,
      mediaBucket: localNames.mediaBucket,
      appUrl,
      analyzerFunctionName: localNames.analyzerFunction,
      s3ForcePathStyle: 'true',
      s3PublicEndpoint: `http://localhost:${ports.s3}`,
      stripeSecretKey: stripeKeys.secretKey,
      stripeWebhookSecret: stripeKeys.webhookSecret,
      stripeApiHost: '127.0.0.1',
      stripeApiPort: String(ports.stripe),
      stripeApiProtocol: 'http',
      mailFrom: 'Pele.AI <no-reply@pele.ai.local>',
      supportEmail: process.env.SUPPORT_EMAIL || localContacts.supportEmail,
      privacyEmail: process.env.PRIVACY_EMAIL || localContacts.privacyEmail,
      // A handler that drifts from its declared response fails loudly here instead of surprising the SPA.
      validateResponses: options.asDeployed ? 'false' : 'true',
      // Quieter handler logs in test runs.
      ...(options.quiet ? { logLevel: 'WARN' } : {}),
    }),
  };
  // A developer's real AWS session must not leak into the local run.
  for (const name of [
    'AWS_SESSION_TOKEN',
    'AWS_PROFILE',
    'AWS_IGNORE_CONFIGURED_ENDPOINT_URLS',
    'AWS_ENDPOINT_URL',
  ]) {
    delete process.env[name];
  }
  Object.assign(process.env, env, LOCAL_INVOCATION_ENV);

  const started: Stoppable[] = [];
  const starting: Promise<unknown>[] = [];
  // The stand-ins that run as processes of their own: one that dies is started again (supervisor.ts).
  const dynamoControl = supervised('DynamoDB Local', () =>
    startDynamoDbLocal({ dataDir, port: ports.dynamodb }),
  );
  const cognitoControl = supervised('cognito-local', () =>
    startCognitoLocal({
      dataDir,
      port: ports.cognito,
      lambdaEndpoint: `http://127.0.0.1:${ports.lambda}`,
      customMessageFunction: localNames.customMessageFunction,
      outbox,
      quiet: options.quiet,
    }),
  );
  const stopAll = async () => {
    // Before anything stops: a stand-in that ends from here on (Ctrl-C reaches them all) stays ended.
    dynamoControl.standDown();
    cognitoControl.standDown();
    for (const part of started.reverse()) await stopOne(part).catch(() => undefined);
    started.length = 0;
  };

  try {
    // Supervised on the same port and data folder: the load script kills it mid-run as a fault.
    const dynamo = dynamoControl.start().then((part) => {
      started.push(dynamoControl);
      return part;
    });
    // Awaited further down; marked handled now so an early failure is not an unhandled rejection meanwhile.
    dynamo.catch(() => undefined);
    starting.push(dynamo);
    const s3 = startS3Local({
      dataDir,
      port: ports.s3,
      buckets: [localNames.uploadsBucket, localNames.mediaBucket],
      publicReadBuckets: [localNames.mediaBucket],
      allowedOrigins: [appUrl, `http://127.0.0.1:${ports.gateway}`],
    }).then((part) => {
      started.push(part);
      return part;
    });
    s3.catch(() => undefined);
    starting.push(s3);
    const stripeControl = restartable(() =>
      startStripeLocal({
        dataDir,
        port: ports.stripe,
        ...stripeKeys,
        // Known before the gateway listens: the first deliveries are retried until it does.
        webhookUrl: `http://127.0.0.1:${ports.gateway}/api/payments/webhook`,
        quiet: options.quiet,
      }),
    );
    const stripe = await stripeControl.start();
    started.push(stripeControl);
    const ses = await startSesLocal({ port: ports.ses, outbox });
    started.push(ses);
    const lambda = await startLambdaService({
      port: ports.lambda,
      quiet: options.quiet,
      functions: {
        [localNames.customMessageFunction]: {
          module: handlerModulePath('triggers/custom-message'),
          timeoutMs: 5_000,
        },
        [localNames.analyzerFunction]: {
          module: handlerModulePath('analysis/analyzer'),
          timeoutMs: 60_000,
          memoryMb: 2048,
          // As its EventInvokeConfig in CDK (analyzer-function.ts): one retry, then the on-failure function.
          async: { retryAttempts: 1, onFailure: localNames.analyzerFailedFunction },
        },
        [localNames.analyzerFailedFunction]: {
          module: handlerModulePath('analysis/analyzer-failed'),
          timeoutMs: 30_000,
          // CDK gives it two retries against a table that does not answer for a while; one keeps a local
          // run (and the load script's DynamoDB fault) from replaying it for long.
          async: { retryAttempts: 1 },
        },
      },
    });
    started.push(lambda);
    const cognito = await cognitoControl.start();
    started.push(cognitoControl);

    const cognitoClient = new CognitoIdentityProviderClient({ endpoint: cognito.endpoint });
    const ids = await ensureUserPool(cognitoClient, join(dataDir, 'local-config.json'));
    const poolEnvironment = functionEnvironment({
      userPoolId: ids.userPoolId,
      userPoolClientId: ids.userPoolClientId,
    });
    Object.assign(env, poolEnvironment);
    Object.assign(process.env, poolEnvironment);
    const adminAccount: AdminAccount = await ensureAdmin(cognitoClient, ids.userPoolId, admin);

    const { client: dynamoClient } = await dynamo;
    await ensureTable(dynamoClient, localNames.table);
    const s3Local = await s3;

    if (existsSync(seedsModule)) {
      const seeds = (await import(pathToFileURL(seedsModule).href)) as {
        runSeeds?: (input: { admin: { sub: string; email: string; name: string } }) => Promise<unknown>;
      };
      await seeds.runSeeds?.({
        admin: { sub: adminAccount.sub, email: adminAccount.email, name: adminAccount.name },
      });
    }

    const issuer = `${cognito.issuerDomain}/${ids.userPoolId}`;
    const gateway = await startGateway({
      port: ports.gateway,
      host: options.host,
      routes: deployedRouteList().map(([, route]) => route),
      loadHandler: createHandlerLoader(handlerModulePath),
      verifyJwt: createJwtVerifier({
        jwksUrl: `${cognito.endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
        issuer,
        clientId: ids.userPoolClientId,
      }),
      staticDir: frontendDist,
      // CloudFront forwards /media/<key> to the media bucket with the path unchanged: objects live under media/.
      mediaOrigin: `${s3Local.publicEndpoint}/${localNames.mediaBucket}`,
      extraOrigins: [s3Local.publicEndpoint],
      quiet: options.quiet,
    });
    started.push(gateway);

    // The scheduled jobs EventBridge runs in AWS (the trial reminder and the face photo retention, hourly
    // there) run every minute here; a test passes its own time to run them as of another day.
    const loadJob = createHandlerLoader(handlerModulePath);
    const runJobs = async (time: string = new Date().toISOString()) => {
      const trialReminders = await loadJob('jobs/trial-reminders');
      const photoRetention = await loadJob('jobs/photo-retention');
      const reminders = (await trialReminders({ time }, {})) as { sent: number };
      const retention = (await photoRetention({ time }, {})) as { deleted: number };
      return { ...reminders, ...retention };
    };
    const jobTimer = setInterval(() => {
      runJobs().catch((error: unknown) => console.error('[jobs] scheduled job failed:', error));
    }, 60_000);
    jobTimer.unref();
    started.push({ stop: async () => clearInterval(jobTimer) });

    let stopping: Promise<void> | undefined;
    return {
      url: gateway.url,
      ports,
      env,
      dataDir,
      outboxDir,
      admin: adminAccount,
      cognito: { ...ids, issuer, endpoint: cognito.endpoint },
      /** Resolves when no async Lambda invocation (the analyzer) is running. */
      lambdaIdle: lambda.idle,
      /** The local Stripe stand-in (hosted checkout, test controls under /_standin). */
      stripe: { url: stripe.url },
      /** Runs the scheduled jobs now (tests; the local run also runs them every minute). */
      runJobs,
      /**
       * Faults for tests and the load script: DynamoDB Local killed, the Stripe stand-in stopped and started
       * again, the analyzer crashing.
       */
      faults: {
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
      },
      stop: () => {
        stopping ??= stopAll();
        return stopping;
      },
    };
  } catch (error) {
    // Let the stand-ins still starting finish, so they are stopped too (no JVM left behind).
    await Promise.allSettled(starting);
    await stopAll();
    throw error;
  }
};
export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;
