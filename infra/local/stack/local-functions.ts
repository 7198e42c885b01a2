import { handlerModulePath } from '../paths';
import { createHandlerLoader } from '../stand-ins/lambda/handler-loader';
import type { LocalFunction } from '../stand-ins/lambda/lambda-service';
import { localNames } from './local-environment';

/** The functions invoked through the Lambda API rather than the gateway, configured as CDK deploys them. */
export const invokedFunctions: Record<string, LocalFunction> = {
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
    // CDK gives it two retries against a table that does not answer for a while; one keeps a local run (and the
    // load script's DynamoDB fault) from replaying it for long.
    async: { retryAttempts: 1 },
  },
  [localNames.pushSenderFunction]: {
    module: handlerModulePath('jobs/push-sender'),
    timeoutMs: 30_000,
    // As in CDK: a push that fails is not retried (the notification is in the app's centre already).
    async: { retryAttempts: 0 },
  },
};

/**
 * The scheduled jobs EventBridge runs in AWS (the trial reminder and the face photo retention hourly, the routine
 * reminders every 15 minutes, the streak check daily at 20:00 Brazil time) run every minute here (`everyMinute`);
 * `runJobs` runs them now, or as of another time a test passes. `stop` ends the timer.
 */
export const scheduleJobs = ({ everyMinute }: { everyMinute: boolean }) => {
  const loadJob = createHandlerLoader(handlerModulePath);
  const runJobs = async (time: string = new Date().toISOString()) => {
    const trialReminders = await loadJob('jobs/trial-reminders');
    const photoRetention = await loadJob('jobs/photo-retention');
    const routineReminders = await loadJob('jobs/routine-reminders');
    const streaksAtRisk = await loadJob('jobs/streaks-at-risk');
    const reminders = (await trialReminders({ time }, {})) as { sent: number };
    const retention = (await photoRetention({ time }, {})) as { deleted: number };
    const routine = (await routineReminders({ time }, {})) as { reminded: number };
    const streaks = (await streaksAtRisk({ time }, {})) as { streaksAtRisk: number };
    return { ...reminders, ...retention, ...routine, ...streaks };
  };
  const timer = everyMinute
    ? setInterval(() => {
        runJobs().catch((error: unknown) => console.error('[jobs] scheduled job failed:', error));
      }, 60_000)
    : undefined;
  timer?.unref();
  return { runJobs, stop: async () => clearInterval(timer) };
};
