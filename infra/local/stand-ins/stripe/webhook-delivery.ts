import { createHmac } from 'node:crypto';
import type { StripeObject } from './stripe-state';

/** Stripe's signature header: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's secret. */
export const signatureHeader = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers events to the product's webhook endpoint, in the order they happened, signed as Stripe signs
 * them. A non-2xx answer or a network error is retried with backoff (Stripe retries for days; locally a few
 * seconds). Delivery never blocks the request that caused the event. Paused, events wait in the queue.
 */
export const createWebhookDelivery = (options: { url: string; secret: string; quiet?: boolean }) => {
  const queue: StripeObject[] = [];
  let running: Promise<void> | undefined;
  let paused = false;
  const delivered = new Map<string, number>();

  const deliverOnce = async (event: StripeObject) => {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt < 6; attempt++) {
      if (attempt > 0) await sleep(150 * 2 ** attempt);
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signatureHeader(payload, options.secret),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        await response.arrayBuffer();
        if (response.ok) {
          delivered.set(event.id, (delivered.get(event.id) ?? 0) + 1);
          return;
        }
        if (!options.quiet)
          console.warn(`[stripe] webhook ${event.type} answered ${response.status}; retrying`);
      } catch {
        // The gateway may not be up yet (the stand-in starts first): the retry covers it.
      }
    }
    if (!options.quiet) console.error(`[stripe] webhook ${event.type} (${event.id}) gave up`);
  };

  const drain = async () => {
    while (!paused && queue.length > 0) {
      const next = queue.shift() as StripeObject;
      await deliverOnce(next);
    }
  };

  const kick = () => {
    if (running || paused || queue.length === 0) return;
    running = drain().finally(() => {
      running = undefined;
      // An event queued while the last one was being delivered starts the next round.
      kick();
    });
  };

  return {
    send(event: StripeObject) {
      queue.push(event);
      kick();
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      kick();
    },
    /** Resolves when everything queued so far has been delivered (or given up). */
    async idle() {
      while (running) await running;
    },
    deliveries: (eventId: string) => delivered.get(eventId) ?? 0,
  };
};
export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
