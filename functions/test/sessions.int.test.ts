import { describe, expect, it } from 'vitest';
import { api, latestMailTo, registerUser, type TestUser } from './http';

const SESSION_EXPIRED = 'Sessão expirada. Por favor, faça login novamente.';

const profileWith = (token: string | undefined) => api('GET', '/api/auth/profile', { token });

const login = async (user: { email: string; password: string }) => {
  const res = await api<{ token: string; refreshToken: string }>('POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
  });
  if (res.status !== 200 || !res.body.data) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

const resetPassword = async (user: TestUser, password: string) => {
  expect((await api('POST', '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(200);
  const mail = await latestMailTo(user.email);
  const token = new URL(mail.link ?? '').searchParams.get('token') ?? '';
  const reset = await api('POST', '/api/auth/reset-password', { body: { token, password } });
  expect(reset.status).toBe(200);
};

describe('sessions that end', () => {
  it('issues access tokens that live one hour, as the API says', async () => {
    const user = await registerUser('lifetime');
    const claims = claimsOf(user.token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const refreshed = await api<{ token: string; expiresIn: number }>('POST', '/api/auth/refresh', {
      body: { refreshToken: user.refreshToken },
    });
    expect(refreshed.body.data?.expiresIn).toBe(3600);
    const again = claimsOf(refreshed.body.data?.token ?? '');
    expect(Number(again.exp) - Number(again.iat)).toBe(3600);
  });

  it('refuses the old access token with 401 right after logout, and only that session', async () => {
    const user = await registerUser('logout');
    const otherDevice = await login(user);
    const refreshed = await api<{ token: string }>('POST', '/api/auth/refresh', {
      body: { refreshToken: user.refreshToken },
    });
    expect((await profileWith(user.token)).status).toBe(200);

    const out = await api('POST', '/api/auth/logout', {
      token: user.token,
      body: { refreshToken: user.refreshToken },
    });
    expect(out.status).toBe(200);

    const after = await profileWith(user.token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, error: SESSION_EXPIRED });
    // A token refreshed from the same sign-in belongs to the session that ended.
    expect((await profileWith(refreshed.body.data?.token)).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);
    expect((await profileWith(otherDevice.token)).status).toBe(200);
  });

  it("refuses to revoke another account's refresh token (403) and ends nothing; one's own still ends", async () => {
    const [owner, intruder] = await Promise.all([
      registerUser('logout-owner'),
      registerUser('logout-intruder'),
    ]);
    const foreign = await api('POST', '/api/auth/logout', {
      token: intruder.token,
      body: { refreshToken: owner.refreshToken },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({
      success: false,
      error: 'Este token de sessão não pertence à sua conta.',
    });
    // The owner's refresh token still works, and so do both sessions.
    const ownerRefresh = await api('POST', '/api/auth/refresh', {
      body: { refreshToken: owner.refreshToken },
    });
    expect(ownerRefresh.status).toBe(200);
    expect((await profileWith(owner.token)).status).toBe(200);
    expect((await profileWith(intruder.token)).status).toBe(200);

    const own = await api('POST', '/api/auth/logout', {
      token: intruder.token,
      body: { refreshToken: intruder.refreshToken },
    });
    expect(own.status).toBe(200);
    expect((await profileWith(intruder.token)).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshToken: intruder.refreshToken } })).status,
    ).toBe(401);
  });

  it('still logs out with a refresh token Cognito no longer takes', async () => {
    const user = await registerUser('logout-stale');
    const out = await api('POST', '/api/auth/logout', {
      token: user.token,
      body: { refreshToken: 'not-a-refresh-token' },
    });
    expect(out.status).toBe(200);
    expect((await profileWith(user.token)).status).toBe(401);
  });

  it('ends every session after a password reset: old access tokens get 401, old refresh tokens are refused', async () => {
    const user = await registerUser('reset-ends');
    const otherDevice = await login(user);
    await resetPassword(user, 'novasenha789');

    const old = await profileWith(user.token);
    expect(old.status).toBe(401);
    expect(old.body.error).toBe(SESSION_EXPIRED);
    expect((await profileWith(otherDevice.token)).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshToken: otherDevice.refreshToken } })).status,
    ).toBe(401);

    // Signing in with the new password, even in the same second as the reset, gives a working session.
    const fresh = await login({ email: user.email, password: 'novasenha789' });
    expect((await profileWith(fresh.token)).status).toBe(200);
  });

  it("'sair de todos os dispositivos' ends the other devices' sessions and this one", async () => {
    const user = await registerUser('logout-all');
    const otherDevice = await login(user);
    const res = await api('POST', '/api/auth/logout-all', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: 'Você saiu de todos os dispositivos.' });

    expect((await profileWith(otherDevice.token)).status).toBe(401);
    expect((await profileWith(user.token)).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshToken: otherDevice.refreshToken } })).status,
    ).toBe(401);
    const fresh = await login(user);
    expect((await profileWith(fresh.token)).status).toBe(200);
  });

  it('refuses logout-all without a token', async () => {
    expect((await api('POST', '/api/auth/logout-all')).status).toBe(401);
  });
});
