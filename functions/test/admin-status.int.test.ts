import { describe, expect, it } from 'vitest';
import { adminLogin, api, registerUser } from './http';

const adminSession = adminLogin;

describe('account deactivation by an admin', () => {
  it('signs the seeded admin in as an admin', async () => {
    expect((await adminSession()).user.isAdmin).toBe(true);
  });

  it("makes a deactivated account's calls fail with 403 at once and ends its sessions; reactivation lets it sign in again", async () => {
    const admin = await adminSession();
    const user = await registerUser('deact');
    const off = await api('PUT', `/api/admin/users/${user.id}/status`, {
      token: admin.token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);

    const profile = await api('GET', '/api/auth/profile', { token: user.token });
    expect(profile.status).toBe(403);
    expect(profile.body.code).toBe('ACCOUNT_DISABLED');
    expect(
      (await api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(403);
    // Deactivation signed the account out everywhere: its refresh token is gone.
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);

    await api('PUT', `/api/admin/users/${user.id}/status`, { token: admin.token, body: { isActive: true } });
    // Reactivation does not revive the sessions that deactivation ended; a new sign-in works.
    expect((await api('GET', '/api/auth/profile', { token: user.token })).status).toBe(401);
    const again = await api<{ token: string }>('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(again.status).toBe(200);
    expect((await api('GET', '/api/auth/profile', { token: again.body.data?.token })).status).toBe(200);
  });

  it('refuses a non-admin with 403 and an anonymous caller with 401', async () => {
    const user = await registerUser('not-admin');
    const other = await registerUser('victim');
    const res = await api('PUT', `/api/admin/users/${other.id}/status`, {
      token: user.token,
      body: { isActive: false },
    });
    expect(res.status).toBe(403);
    expect(
      (await api('PUT', `/api/admin/users/${other.id}/status`, { body: { isActive: false } })).status,
    ).toBe(401);
    expect((await api('GET', '/api/auth/profile', { token: other.token })).status).toBe(200);
  });

  it('validates the body and answers 404 for an unknown account', async () => {
    const admin = await adminSession();
    expect(
      (await api('PUT', '/api/admin/users/x/status', { token: admin.token, body: { isActive: 'no' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api('PUT', '/api/admin/users/no-such-user/status', {
          token: admin.token,
          body: { isActive: false },
        })
      ).status,
    ).toBe(404);
  });
});
