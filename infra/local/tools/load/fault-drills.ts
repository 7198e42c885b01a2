import { server } from '@pele/shared/messages';
import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import type { LocalStack } from '../../stack/stack';
import { type FaultWindows, sleep } from './load-client';
import { analyse, type analysisQueue, subscribe, type User } from './virtual-users';

/** What a fault drill needs: the stack to break, a user of its own to probe with, and the run's state. */
export interface Drill {
  running: LocalStack;
  probe: User;
  faults: FaultWindows;
  analyses: ReturnType<typeof analysisQueue>;
  planId: string;
  appUrl: string;
}

/** A drill's verdict: what the product did, said as survived or failed. */
export type Verdict = { survived: string } | { failed: string };

/** DynamoDB Local killed: 503 with Retry-After meanwhile, then answers again once the supervisor restarted it. */
export const killTheTable = async ({ running, probe, faults, analyses }: Drill): Promise<Verdict> => {
  let tableBack = () => {};
  analyses.pause(new Promise<void>((resolve) => (tableBack = resolve)));
  await running.lambdaIdle();
  faults.on();
  const killedAt = Date.now();
  running.faults.dynamodb.kill();
  const during = await probe.client.send<unknown>('GET', '/api/routines', undefined, probe.token);
  const retryAfter = Number(during.headers['retry-after']);
  const okDuring =
    during.status === 503 &&
    during.body.success === false &&
    during.body.error === server.serviceUnavailable &&
    retryAfter > 0;
  // Nothing here restarts it: the probe waits, as a user would, until the API answers again.
  let after = await probe.client.send('GET', '/api/routines', undefined, probe.token);
  while (after.status !== 200 && Date.now() < killedAt + 60_000) {
    await sleep(1_000);
    after = await probe.client.send('GET', '/api/routines', undefined, probe.token);
  }
  faults.off();
  tableBack();
  const backIn = ((Date.now() - killedAt) / 1000).toFixed(1);
  const restarts = running.faults.dynamodb.restarts();
  return okDuring && after.status === 200 && restarts === 1
    ? { survived: `DynamoDB Local killed: 503 + Retry-After, then 200 on its own after ${backIn} s` }
    : {
        failed: `DynamoDB Local killed: during ${during.status} ${JSON.stringify(during.body)}, after ${after.status} (${backIn} s, ${restarts} restarts)`,
      };
};

/** The analyzer crashing on the probe's next analysis: that one fails with the spec's message, the next completes. */
export const crashTheAnalyzer = async ({ running, probe }: Drill): Promise<Verdict> => {
  running.faults.crashNextAnalysis(probe.id);
  const crashed = await analyse(probe);
  const again = await analyse(probe);
  return crashed?.status === 'failed' &&
    crashed.failureReason === analysisMessages.failed &&
    again?.status === 'complete'
    ? { survived: 'analyzer crashed: analysis failed with the message, the next one complete' }
    : { failed: `analyzer crashed: ${JSON.stringify(crashed)}, then ${again?.status}` };
};

/** The Stripe stand-in stopped: starting a checkout answers the spec's checkout error; once back, one works. */
export const stopStripe = async ({ running, probe, faults, planId, appUrl }: Drill): Promise<Verdict> => {
  faults.on();
  await running.faults.stripe.stop();
  const during = await probe.client.send<unknown>(
    'POST',
    '/api/subscriptions',
    { planId, successUrl: `${appUrl}/app/payment/success`, cancelUrl: `${appUrl}/app/payment/cancel` },
    probe.token,
  );
  await sleep(2_000);
  await running.faults.stripe.restart();
  faults.off();
  const ok =
    during.status === 503 &&
    during.body.error === subscriptionMessages.checkoutFailed &&
    Number(during.headers['retry-after']) > 0;
  if (!ok) return { failed: `Stripe stand-in stopped: ${during.status} ${JSON.stringify(during.body)}` };
  await subscribe(probe, planId, appUrl);
  return probe.subscribed
    ? { survived: 'Stripe stand-in stopped: the checkout error message, then a subscription' }
    : { failed: 'Stripe stand-in back: the probe could not subscribe' };
};

/** The drills, in the order they run. */
export const DRILLS = [killTheTable, crashTheAnalyzer, stopStripe] as const;
