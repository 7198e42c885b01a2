import { createECDH, randomBytes } from 'node:crypto';
import { addDays } from '@pele/shared/routine-days';
import ece from 'http_ece';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { adminLogin, api, registerUser, type TestUser } from './http';
import { eventually } from './product-fixtures';
import { createRoutine } from './routine-helpers';
import { putNotification } from './table';

/**
 * The notification centre, the routine reminders and Web Push against the local stack: the reminders job runs here
 * with the stack's environment (as the local scheduler runs it); the push sender runs in the stack's Lambda
 * service and posts to the local push service, whose received messages this test decrypts with the keys of a
 * browser it plays.
 */
interface Page {
  notifications: Array<{
    id: string;
    kind: string;
    title: string;
    body: string;
    link: string | null;
    readAt: string | null;
  }>;
  nextCursor: string | null;
  unreadCount: number;
}
const list = async (user: TestUser, query = '') => {
  const res = await api<Page>('GET', `/api/notifications${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Page;
};

let runReminders: (event: { time: string }) => Promise<{ reminded: number }>;
let runStreakCheck: (event: { time: string }) => Promise<{ streaksAtRisk: number }>;
const pushService = () => `http://127.0.0.1:${testStack().ports.push}`;
interface ReceivedPush {
  path: string;
  body: string;
  authorization: string | null;
  contentEncoding: string | null;
}
const pushesTo = async (path: string) => {
  const res = await fetch(`${pushService()}/_standin/pushes`);
  const { pushes } = (await res.json()) as { pushes: ReceivedPush[] };
  return pushes.filter((push) => push.path === path);
};

/** A browser's push keys, as PushManager.subscribe makes them. */
const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
  };
};

/** Brazil is UTC−3: 07:30 there on 2031-05-12 is 10:30 UTC. */
const brazilMorning = (time = '10:30') => `2031-05-12T${time}:20.000Z`;

beforeAll(async () => {
  Object.assign(process.env, testStack().env);
  runReminders = (await import('../src/handlers/jobs/routine-reminders')).handler as typeof runReminders;
  runStreakCheck = (await import('../src/handlers/jobs/streaks-at-risk')).handler as typeof runStreakCheck;
});

describe('routine reminders', () => {
  it('starts off and saves each reminder with its Brazil time', async () => {
    const user = await registerUser('reminders-save');
    const initial = await api('GET', '/api/users/me/reminders', { token: user.token });
    expect(initial.body.data).toEqual({
      morning: { enabled: false, time: '07:30' },
      evening: { enabled: false, time: '21:00' },
    });
    const body = { morning: { enabled: true, time: '06:45' }, evening: { enabled: true, time: '22:10' } };
    const saved = await api('PUT', '/api/users/me/reminders', { token: user.token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api('GET', '/api/users/me/reminders', { token: user.token })).body.data).toEqual(body);
  });

  it('refuses a time that is not HH:MM with a pt-BR message', async () => {
    const user = await registerUser('reminders-bad');
    for (const time of ['25:00', '7:30', '07:60', 'manhã']) {
      const res = await api('PUT', '/api/users/me/reminders', {
        token: user.token,
        body: { morning: { enabled: true, time }, evening: { enabled: false, time: '21:00' } },
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toBe('Informe o horário no formato HH:MM (de 00:00 a 23:59).');
    }
  });

  it('notifies at the chosen Brazil time once a day, however many runs see it, and pushes it to the browser', async () => {
    const user = await registerUser('reminders-due');
    const browser = browserKeys();
    const endpointPath = `/push/${user.id}`;
    const subscribed = await api('PUT', '/api/notifications/push-subscription', {
      token: user.token,
      body: { endpoint: `${pushService()}${endpointPath}`, expirationTime: null, keys: browser.keys },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    await api('PUT', '/api/users/me/reminders', {
      token: user.token,
      body: { morning: { enabled: true, time: '07:30' }, evening: { enabled: false, time: '21:00' } },
    });

    await runReminders({ time: brazilMorning('10:29') });
    expect((await list(user)).notifications).toEqual([]);
    await runReminders({ time: brazilMorning('10:30') });
    await runReminders({ time: brazilMorning('10:45') });
    const page = await list(user);
    expect(page.unreadCount).toBe(1);
    expect(page.notifications).toMatchObject([
      { kind: 'routine_reminder', title: 'Hora da rotina da manhã', link: '/app/routine', readAt: null },
    ]);

    const [push] = await eventually(
      () => pushesTo(endpointPath),
      (pushes) => pushes.length > 0,
    );
    expect(push?.contentEncoding).toBe('aes128gcm');
    expect(push?.authorization).toMatch(/^vapid t=.+, k=.+/);
    const clear = ece.decrypt(Buffer.from(push?.body ?? '', 'base64'), {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth.toString('base64url'),
    });
    expect(JSON.parse(clear.toString('utf8'))).toMatchObject({
      title: 'Hora da rotina da manhã',
      url: '/app/routine',
    });

    // The next day is a new occurrence.
    await runReminders({ time: '2031-05-13T10:31:00.000Z' });
    expect((await list(user)).unreadCount).toBe(2);
  });

  it('sends nothing for a reminder that is off', async () => {
    const user = await registerUser('reminders-off');
    await api('PUT', '/api/users/me/reminders', {
      token: user.token,
      body: { morning: { enabled: false, time: '07:30' }, evening: { enabled: false, time: '21:00' } },
    });
    await runReminders({ time: brazilMorning('10:30') });
    expect((await list(user)).notifications).toEqual([]);
  });
});

/** A one-step routine of the user, its step completed on each of `days` (today or yesterday: what the API takes). */
const routineDoneOn = async (user: TestUser, days: string[]) => {
  const routine = await createRoutine(
    user,
    'Rotina',
    [{ title: 'Limpar', product: 'Gel', time: '1 min' }],
    'evening',
  );
  for (const date of days) {
    const res = await api('POST', '/api/routines/step/complete', {
      token: user.token,
      body: { routineId: routine.id, stepId: routine.steps[0]?.id, date },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
};

describe('streak at risk', () => {
  it("tells once, from 20:00 Brazil time, whoever has not continued yesterday's streak today", async () => {
    const atRisk = await registerUser('streak-risk');
    const safe = await registerUser('streak-safe');
    const streak = await api<{ today: string }>('GET', '/api/routines/streak', { token: atRisk.token });
    const today = streak.body.data?.today as string;
    await routineDoneOn(atRisk, [addDays(today, -1)]);
    await routineDoneOn(safe, [addDays(today, -1), today]);

    await runStreakCheck({ time: `${today}T22:00:00.000Z` }); // 19:00 in Brazil: not yet
    expect((await list(atRisk)).notifications).toEqual([]);
    await runStreakCheck({ time: `${today}T23:05:00.000Z` });
    await runStreakCheck({ time: `${today}T23:45:00.000Z` });
    const page = await list(atRisk);
    expect(page.notifications).toMatchObject([
      {
        kind: 'streak_at_risk',
        title: 'Sua sequência está em risco',
        body: 'Sua sequência de 1 dia termina à meia-noite. Complete a rotina de hoje para mantê-la.',
        link: '/app/routine',
      },
    ]);
    expect((await list(safe)).notifications).toEqual([]);
  });
});

describe('notification centre', () => {
  it('lists newest first a page at a time, and marks one and then all read, for their owner only', async () => {
    const owner = await registerUser('centre-owner');
    const other = await registerUser('centre-other');
    for (const [n, id] of [
      '01J0000000000000000000000A',
      '01J0000000000000000000000B',
      '01J0000000000000000000000C',
    ].entries())
      await putNotification(owner.id, { id, title: `Aviso ${n + 1}` });

    const first = await list(owner, '?limit=2');
    expect(first.notifications.map((n) => n.title)).toEqual(['Aviso 3', 'Aviso 2']);
    expect(first.unreadCount).toBe(3);
    const second = await list(owner, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.title)).toEqual(['Aviso 1']);
    expect(second.nextCursor).toBeNull();

    const stolen = await api('POST', '/api/notifications/01J0000000000000000000000A/read', {
      token: other.token,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ success: false, error: 'Notificação não encontrada.' });

    const read = await api<{ unreadCount: number; notification: { readAt: string | null } }>(
      'POST',
      '/api/notifications/01J0000000000000000000000A/read',
      { token: owner.token },
    );
    expect(read.status).toBe(200);
    expect(read.body.data?.unreadCount).toBe(2);
    expect(read.body.data?.notification.readAt).not.toBeNull();

    const all = await api('POST', '/api/notifications/read-all', { token: owner.token });
    expect(all.body.data).toEqual({ marked: 2, unreadCount: 0 });
    expect((await list(owner)).unreadCount).toBe(0);
    expect((await list(other)).notifications).toEqual([]);
  });

  it('refuses a bad page size or cursor with 400', async () => {
    const user = await registerUser('centre-bad');
    expect((await api('GET', '/api/notifications?limit=0', { token: user.token })).status).toBe(400);
    expect((await api('GET', '/api/notifications?limit=abc', { token: user.token })).status).toBe(400);
    expect((await api('GET', '/api/notifications', {})).status).toBe(401);
  });

  it('tells a review author when staff reject the review, once', async () => {
    const author = await registerUser('centre-review');
    const products = await api<{ data: Array<{ id: string }> }>('GET', '/api/products?limit=12', {
      token: author.token,
    });
    const productId = products.body.data?.data[7]?.id as string;
    const written = await api<{ id: string }>('POST', '/api/reviews', {
      token: author.token,
      body: { productId, rating: 2, title: 'Não gostei', content: 'Avaliação escrita pelo teste.' },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const admin = await adminLogin();
    const reviewId = written.body.data?.id as string;
    for (let n = 0; n < 2; n++) {
      const res = await api('PUT', `/api/admin/reviews/${reviewId}/moderate`, {
        token: admin.token,
        body: { approved: false },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const page = await list(author);
    expect(page.notifications).toMatchObject([
      { kind: 'review_rejected', title: 'Avaliação removida pela moderação', link: '/app/reviews' },
    ]);
  });
});

describe('push subscriptions', () => {
  it('gives the VAPID public key, forgets a subscription and refuses a bad endpoint', async () => {
    const user = await registerUser('push-gone');
    const browser = browserKeys();
    await api('PUT', '/api/notifications/push-subscription', {
      token: user.token,
      body: { endpoint: `${pushService()}/gone/${user.id}`, keys: browser.keys },
    });
    const key = await api<{ publicKey: string }>('GET', '/api/notifications/push-key', { token: user.token });
    expect(key.body.data?.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const removed = await api(
      'DELETE',
      `/api/notifications/push-subscription?endpoint=${encodeURIComponent(`${pushService()}/gone/${user.id}`)}`,
      {
        token: user.token,
      },
    );
    expect(removed.body.data).toEqual({ subscribed: false });
    const bad = await api('PUT', '/api/notifications/push-subscription', {
      token: user.token,
      body: { endpoint: 'not a url', keys: browser.keys },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Informe o endereço da inscrição de notificações (https).');
  });
});
