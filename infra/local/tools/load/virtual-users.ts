import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import { repoRoot } from '../../paths';
import { type Client, sleep } from './load-client';

/** What a virtual user of `npm run load` does: sign up, analyse, subscribe, browse, review, complete steps. */
export interface Product {
  id: string;
  name: string;
}
export interface Routine {
  id: string;
  steps: Array<{ id: string; isCompleted: boolean }>;
}
export interface User {
  id: string;
  token: string;
  client: Client;
  /** What this user did that the final check must find: reviews by product, completed step keys. */
  reviewed: Set<string>;
  completed: Set<string>;
  routines: Routine[];
  subscribed: boolean;
}

let mailCounter = 0;
export const register = async (client: Client, label: string): Promise<User | undefined> => {
  const email = `${label}.${Date.now().toString(36)}.${(mailCounter++).toString(36)}@carga.pele.ai`;
  const res = await client.call<{ token: string; user: { id: string } }>(
    'POST /api/auth/register',
    'POST',
    '/api/auth/register',
    {
      body: { name: 'Carga Teste', email, password: 'segredo123' },
      expect: [201],
    },
  );
  if (!res?.body.data) return undefined;
  const user: User = {
    id: res.body.data.user.id,
    token: res.body.data.token,
    client,
    reviewed: new Set(),
    completed: new Set(),
    routines: [],
    subscribed: false,
  };
  await client.call('POST /api/users/me/consent', 'POST', '/api/users/me/consent', {
    token: user.token,
    body: { version: PHOTO_CONSENT_VERSION },
  });
  return user;
};

let selfie: Buffer | undefined;

/** Upload through the presigned POST, start the analysis and poll it, as the SPA does. */
export const analyse = async (user: User) => {
  const { call, stats } = user.client;
  selfie ??= await readFile(join(repoRoot, 'functions/test/fixtures/images/mpl-grace_hopper.jpg'));
  const photo = selfie;
  const presigned = await call<{ url: string; fields: Record<string, string>; key: string }>(
    'POST /api/skin-analysis/uploads',
    'POST',
    '/api/skin-analysis/uploads',
    { token: user.token, body: { contentType: 'image/jpeg', size: photo.byteLength } },
  );
  if (!presigned?.body.data) return undefined;
  const { url, fields, key } = presigned.body.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
  const began = performance.now();
  const stored = await fetch(url, { method: 'POST', body: form });
  stats.record({ label: 'POST (S3) upload', status: stored.status, ms: performance.now() - began });
  if (stored.status >= 300) {
    stats.error(`upload: ${stored.status}`);
    return undefined;
  }
  const created = await call<{ id: string }>('POST /api/skin-analysis', 'POST', '/api/skin-analysis', {
    token: user.token,
    body: { imageKey: key },
    expect: [202],
  });
  const id = created?.body.data?.id;
  if (!id) return undefined;
  for (let poll = 0; poll < 300; poll++) {
    await sleep(1000);
    const res = await call<{ status: string; failureReason: string | null }>(
      'GET /api/skin-analysis/{id}',
      'GET',
      `/api/skin-analysis/${id}`,
      { token: user.token },
    );
    if (!res?.body.data) return undefined;
    if (res.body.data.status !== 'processing') return res.body.data;
  }
  stats.error(`analysis ${id} still processing after 5 minutes`);
  return undefined;
};

/** Hosted checkout through the Stripe stand-in, then the return page's verification (it fulfils too). */
export const subscribe = async (user: User, planId: string, appUrl: string) => {
  const { stats } = user.client;
  const started = await user.client.call<{ checkoutUrl: string; sessionId: string }>(
    'POST /api/subscriptions',
    'POST',
    '/api/subscriptions',
    {
      token: user.token,
      body: {
        planId,
        successUrl: `${appUrl}/app/payment/success`,
        cancelUrl: `${appUrl}/app/payment/cancel`,
      },
    },
  );
  if (!started?.body.data) return;
  const began = performance.now();
  const paid = await fetch(started.body.data.checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Carga',
    }),
  });
  stats.record({
    label: 'POST (Stripe) hosted checkout',
    status: paid.status,
    ms: performance.now() - began,
  });
  if (paid.status !== 303) {
    stats.error(`hosted checkout: ${paid.status}`);
    return;
  }
  const verified = await user.client.call(
    'GET /api/payments/verify-session',
    'GET',
    `/api/payments/verify-session?sessionId=${encodeURIComponent(started.body.data.sessionId)}`,
    { token: user.token },
  );
  if (verified) user.subscribed = true;
};

/**
 * Analyses run in the same process as every handler here (in AWS each is its own Lambda), and one takes a core
 * for about a second: two at a time keep the rest of the traffic answered. None starts after the deadline.
 * Paused around the DynamoDB fault: in AWS Lambda retries a failed analysis a minute or two later, when the
 * table is back; the local service retries at once and the analysis would stay processing (see README).
 */
export const analysisQueue = (concurrency: number, deadline: number) => {
  let running = 0;
  let paused: Promise<void> | undefined;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (running < concurrency && !paused) {
      const start = waiting.shift();
      if (start) {
        running++;
        start();
      }
    }
  };
  return {
    run: async <T>(task: () => Promise<T>): Promise<T | 'skipped'> => {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        next();
      });
      try {
        return Date.now() < deadline ? await task() : 'skipped';
      } finally {
        running--;
        next();
      }
    },
    /** No analysis starts until `until` resolves; resolves when those running have finished. */
    pause: (until: Promise<void>) => {
      paused = until.then(() => {
        paused = undefined;
        for (let i = 0; i < concurrency; i++) next();
      });
    },
  };
};

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** One round of what a signed-in user does in the app. */
export const browseRound = async (user: User, products: readonly Product[]) => {
  const { call } = user.client;
  const product = pick(products);
  await call('GET /api/products', 'GET', `/api/products?page=${1 + Math.floor(Math.random() * 3)}`, {
    token: user.token,
  });
  await call('GET /api/products/{id}', 'GET', `/api/products/${encodeURIComponent(product.id)}`, {
    token: user.token,
  });
  await call(
    'GET /api/reviews/product/{id}',
    'GET',
    `/api/reviews/product/${encodeURIComponent(product.id)}`,
    {
      token: user.token,
    },
  );
  const roll = Math.random();
  if (roll < 0.35) {
    const unreviewed = products.filter((p) => !user.reviewed.has(p.id));
    if (unreviewed.length === 0) return;
    const target = pick(unreviewed);
    const res = await call('POST /api/reviews', 'POST', '/api/reviews', {
      token: user.token,
      body: {
        productId: target.id,
        rating: 1 + Math.floor(Math.random() * 5),
        title: 'Gostei bastante',
        content: 'Textura leve, absorve rápido e não deixou a pele oleosa.',
      },
      expect: [201],
      afterFault: [409],
    });
    if (res) user.reviewed.add(target.id);
  } else if (roll < 0.8) {
    const open = user.routines.flatMap((routine) =>
      routine.steps
        .filter((step) => !user.completed.has(`${routine.id}/${step.id}`))
        .map((step) => ({ routine, step })),
    );
    if (open.length === 0) {
      await call('GET /api/routines/streak', 'GET', '/api/routines/streak', { token: user.token });
      return;
    }
    const { routine, step } = pick(open);
    const res = await call('POST /api/routines/step/complete', 'POST', '/api/routines/step/complete', {
      token: user.token,
      body: { routineId: routine.id, stepId: step.id },
    });
    if (res) user.completed.add(`${routine.id}/${step.id}`);
  } else {
    await call('GET /api/subscriptions/paywall-status', 'GET', '/api/subscriptions/paywall-status', {
      token: user.token,
    });
    await call('GET /api/products/recommended', 'GET', '/api/products/recommended', { token: user.token });
  }
};
