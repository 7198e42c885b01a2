import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stopChild, tailOf } from '../../stack/child-process';
import type { Outbox, OutgoingMail } from '../ses/outbox';

const serverScript = join(import.meta.dirname, 'cognito-server.mjs');

type ChildMessage = { type: 'ready'; port: number } | { type: 'mail'; id: number; mail: OutgoingMail };

/**
 * Starts cognito-local as a child process with its data under <dataDir>/cognito/.cognito. Its config is
 * rewritten on every start (ports may change between runs; users and pools persist in .cognito/db).
 */
export const startCognitoLocal = async (options: {
  dataDir: string;
  port: number;
  lambdaEndpoint: string;
  customMessageFunction: string;
  outbox: Outbox;
  quiet?: boolean;
}) => {
  const cwd = join(options.dataDir, 'cognito');
  await mkdir(join(cwd, '.cognito'), { recursive: true });
  const issuerDomain = `http://localhost:${options.port}`;
  const config = {
    LambdaClient: {
      endpoint: options.lambdaEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    },
    TriggerFunctions: { CustomMessage: options.customMessageFunction },
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { port: options.port, hostname: '127.0.0.1' },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  await writeFile(join(cwd, '.cognito/config.json'), `${JSON.stringify(config, null, 2)}\n`);

  // The port on the command line too (the script reads PORT): `ps` then tells each stack's cognito-local apart.
  const child: ChildProcess = spawn(process.execPath, [serverScript, '--port', String(options.port)], {
    cwd,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const tail = tailOf(child);
  // cognito-local logs only errors (a failing trigger, an unsupported call): show them, they explain 500s.
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[cognito-local] ${chunk}`));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[cognito-local] ${chunk}`));

  child.on('message', (message: ChildMessage) => {
    if (message.type !== 'mail') return;
    options.outbox
      .write(message.mail)
      .catch((error: unknown) => console.error('[outbox] could not write mail:', error))
      .finally(() => child.send({ type: 'mail-written', id: message.id }));
  });

  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`cognito-local did not start in 30 s\n${tail()}`)),
      30_000,
    );
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolveReady();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`cognito-local exited during start-up (code ${code})\n${tail()}`));
    });
  });

  const exited = new Promise<string>((resolveExited) =>
    child.once('exit', (code, signal) => resolveExited(`code ${code}, signal ${signal}`)),
  );

  return {
    /** Where the SDK talks to it; 127.0.0.1 because that is the address it listens on. */
    endpoint: `http://127.0.0.1:${options.port}`,
    issuerDomain,
    /** Settles when the process has ended, however: the supervisor's cue (and its log line). */
    exited,
    stop: () => stopChild(child, 3_000),
  };
};
export type CognitoLocal = Awaited<ReturnType<typeof startCognitoLocal>>;
