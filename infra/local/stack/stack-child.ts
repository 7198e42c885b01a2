import { type LocalStack, type LocalStackOptions, startLocalStack } from './stack';
import type { StackDescription } from './stack-description';
import type { StackChildMessage } from './stack-process';

/**
 * A local stack in a process of its own (see stack-process.ts): it takes its options from the parent over IPC,
 * answers with the stack's description, and stops the stack when the parent sends SIGTERM or goes away.
 */
const send = (message: StackChildMessage) => process.send?.(message);

let stack: LocalStack | undefined;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack?.stop().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);

process.once('message', async ({ options }: { options: LocalStackOptions }) => {
  try {
    stack = await startLocalStack(options);
    const { url, ports, env, dataDir, outboxDir, admin, cognito, stripe } = stack;
    const description: StackDescription = { url, ports, env, dataDir, outboxDir, admin, cognito, stripe };
    send({ stack: description });
  } catch (error) {
    send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
});
