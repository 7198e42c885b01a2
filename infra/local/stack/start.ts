import { relative, resolve } from 'node:path';
import { defaultDataDir, repoRoot } from '../paths';
import { buildFrontend, frontendBuildable, frontendBuildNeeded } from './frontend-build';
import { defaultAdmin, startLocalStack } from './stack';

/** `npm start`: build the SPA if needed, start the local stack, print where everything is, stop on Ctrl-C. */
const numberFromEnv = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${name} must be a port number`);
  return value;
};

const main = async () => {
  const began = performance.now();
  if (!frontendBuildable()) {
    console.log('frontend/index.html does not exist yet: serving a placeholder page instead of the app.');
  } else if (frontendBuildNeeded()) {
    console.log('Building the frontend (npm run build -w frontend) …');
    try {
      await buildFrontend();
    } catch (error) {
      console.error(
        `\n⚠  ${(error as Error).message}: the API still starts; the page serves the last build, if any.\n`,
      );
    }
  }

  const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : defaultDataDir;
  const stackStarted = performance.now();
  console.log(
    'Starting DynamoDB Local, s3rver, cognito-local, the Stripe and SES stand-ins and the gateway …',
  );
  const stack = await startLocalStack({
    dataDir,
    port: numberFromEnv('PORT', 3000),
    host: process.env.HOST,
    ports: {
      dynamodb: numberFromEnv('DYNAMODB_PORT', 8000),
      s3: numberFromEnv('S3_PORT', 4568),
      cognito: numberFromEnv('COGNITO_PORT', 9229),
      lambda: numberFromEnv('LAMBDA_PORT', 9001),
      stripe: numberFromEnv('STRIPE_PORT', 12111),
      ses: numberFromEnv('SES_PORT', 9002),
      push: numberFromEnv('PUSH_PORT', 9003),
    },
    admin: {
      email: process.env.ADMIN_EMAIL || defaultAdmin.email,
      password: process.env.ADMIN_PASSWORD || defaultAdmin.password,
      name: process.env.ADMIN_NAME || defaultAdmin.name,
    },
  });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const now = performance.now();
  console.log(`
  Pele AI local está no ar: ${stack.url}

  Admin:   ${stack.admin.email}  /  ${stack.admin.password}
  Outbox:  ${relative(repoRoot, stack.outboxDir) || stack.outboxDir}  (e-mails: redefinição de senha, fim do teste grátis, pedidos)
  Dados:   ${relative(repoRoot, stack.dataDir) || stack.dataDir}
  Serviços: DynamoDB ${stack.ports.dynamodb} · S3 ${stack.ports.s3} · Cognito ${stack.ports.cognito} · Lambda ${stack.ports.lambda} · Stripe ${stack.ports.stripe} · SES ${stack.ports.ses} · Push ${stack.ports.push}
  Stripe local: ${stack.stripe.url}  (cartão de teste 4242 4242 4242 4242; recusado: 4000 0000 0000 0002)
  Teste grátis: ${process.env.FREE_TRIAL_DAYS ?? '7'} dias (FREE_TRIAL_DAYS=0.01 npm start para ~15 minutos)
  Pronto em ${seconds(now - began)} (stack ${seconds(now - stackStarted)}). Ctrl-C para parar.
`);

  let stopping = false;
  const stop = async (signal: string) => {
    // The terminal sends Ctrl-C to every process of the group, and npm/tsx relay it too: act once.
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping …`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(
    `\n✖ The local run could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
