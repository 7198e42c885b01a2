import { describe, expect, it } from 'vitest';
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
});
