import { server } from '@pele/shared/messages';
import { describe, expect, it } from 'vitest';
import { ATTEMPT_POLICIES, type AttemptPolicy, pauseAfter } from '../src/domain/users/attempt-limits';
import { apiUrl, registerUser, uniqueEmail } from './http';

/** The raw answer, for its Retry-After header. */
const post = async (path: string, body: unknown) => {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { success: boolean; code?: string; error?: string },
  };
};

/**
 * How many attempts the policy lets through one at a time within `seconds` of the first: the free ones at
 * once, then one after each pause. A burst slower than the first pause may rightly get one more through.
 */
const allowedWithin = (policy: AttemptPolicy, seconds: number) => {
  let allowed = policy.freeAttempts;
  for (let elapsed = pauseAfter(allowed, policy); elapsed <= seconds; elapsed += pauseAfter(allowed, policy))
    allowed++;
  return allowed;
};

/** Sends `count` requests at once and tallies the answers' statuses, with how long the burst took. */
const burst = async (
  count: number,
  request: (i: number) => Promise<{ status: number; body: { error?: string } }>,
) => {
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => request(i)));
  const seconds = (Date.now() - started) / 1000;
  const tally = (status: number) => answers.filter((answer) => answer.status === status);
  return { answers, seconds, tally };
};

describe('brute-force limits', () => {
  it('answers 429 with Retry-After after 5 wrong passwords, and refuses even the right one while it lasts', async () => {
    const user = await registerUser('brute');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await post('/api/auth/login', { email: user.email, password: `errada-${attempt}` });
      expect(wrong.status).toBe(401);
    }
    const refused = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(5);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.error).toMatch(/^Muitas tentativas\. Aguarde \d segundos? e tente novamente\.$/);

    // Another account from the same address is not held back by this one.
    const other = await registerUser('brute-other');
    expect((await post('/api/auth/login', { email: other.email, password: other.password })).status).toBe(
      200,
    );
  });

  it('counts an e-mail with no account like one with an account', async () => {
    const email = uniqueEmail('brute-ghost');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await post('/api/auth/login', { email, password: 'errada123' })).status).toBe(401);
    }
    expect((await post('/api/auth/login', { email, password: 'errada123' })).status).toBe(429);
  });

  it('slows reset requests for one e-mail after 3', async () => {
    const user = await registerUser('brute-forgot');
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    }
    const refused = await post('/api/auth/forgot-password', { email: user.email });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.error).toMatch(/^Muitas tentativas\./);
  });

  it('slows wrong reset codes for one e-mail after 3', async () => {
    const user = await registerUser('brute-code');
    const token = (code: string) => `${Buffer.from(user.email).toString('base64url')}.${code}`;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const wrong = await post('/api/auth/reset-password', {
        token: token(`99999${attempt}`),
        password: 'novasenha1',
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await post('/api/auth/reset-password', {
      token: token('999994'),
      password: 'novasenha1',
    });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).not.toBeNull();
  });

  it('lets no more than the allowed wrong passwords reach Cognito when 50 arrive at once', async () => {
    const user = await registerUser('brute-parallel');
    const { answers, seconds, tally } = await burst(50, (i) =>
      post('/api/auth/login', { email: user.email, password: `errada-paralela-${i}` }),
    );
    // Cognito saw exactly the attempts answered with the wrong-credentials message; the rest were refused.
    const reachedCognito = tally(401);
    expect(reachedCognito.every((answer) => answer.body.error === server.invalidCredentials)).toBe(true);
    expect(reachedCognito.length + tally(429).length, JSON.stringify(answers.map((a) => a.status))).toBe(50);
    expect(reachedCognito.length).toBeGreaterThanOrEqual(1);
    expect(reachedCognito.length).toBeLessThanOrEqual(allowedWithin(ATTEMPT_POLICIES.login.account, seconds));
    // Still locked afterwards, even for the right password.
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(429);
  });

  it('lets no more than the allowed wrong reset codes reach Cognito when 50 arrive at once', async () => {
    const user = await registerUser('brute-code-parallel');
    const token = (code: string) => `${Buffer.from(user.email).toString('base64url')}.${code}`;
    const { answers, seconds, tally } = await burst(50, (i) =>
      post('/api/auth/reset-password', { token: token(String(900_000 + i)), password: 'novasenha1' }),
    );
    const reachedCognito = tally(400);
    expect(reachedCognito.every((answer) => answer.body.error === server.resetInvalid)).toBe(true);
    expect(reachedCognito.length + tally(429).length, JSON.stringify(answers.map((a) => a.status))).toBe(50);
    expect(reachedCognito.length).toBeGreaterThanOrEqual(1);
    expect(reachedCognito.length).toBeLessThanOrEqual(
      allowedWithin(ATTEMPT_POLICIES.resetCode.account, seconds),
    );
  });

  it('lets the right password in alongside parallel wrong ones while under the limit', async () => {
    const user = await registerUser('brute-mixed');
    const [right, ...wrong] = await Promise.all([
      post('/api/auth/login', { email: user.email, password: user.password }),
      ...[1, 2, 3].map((i) => post('/api/auth/login', { email: user.email, password: `errada-${i}` })),
    ]);
    expect(right?.status).toBe(200);
    expect(wrong.map((answer) => answer.status)).toEqual([401, 401, 401]);
  });

  it('never holds back the right password, however often it comes from one address', async () => {
    const user = await registerUser('brute-regular');
    // More successes than the address's free attempts: a success gives its attempt back.
    const free = (ATTEMPT_POLICIES.login.address as AttemptPolicy).freeAttempts;
    for (let login = 1; login <= free + 5; login++)
      expect(
        (await post('/api/auth/login', { email: user.email, password: user.password })).status,
        String(login),
      ).toBe(200);
  });
});
