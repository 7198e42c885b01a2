import { describe, expect, it } from 'vitest';
import { api, registerUser } from './http';

type Theme = { theme: string };

const profileTheme = async (token: string) =>
  (await api<Theme>('GET', '/api/auth/profile', { token })).body.data?.theme;

describe('the theme kept on the profile', () => {
  it("is 'system' for a new account, then the one chosen, on the profile and at the next sign-in", async () => {
    const user = await registerUser('theme');
    expect(await profileTheme(user.token)).toBe('system');

    const saved = await api<Theme>('PUT', '/api/users/me/preferences', {
      token: user.token,
      body: { theme: 'dark' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.theme).toBe('dark');
    expect(await profileTheme(user.token)).toBe('dark');

    const login = await api<{ user: Theme }>('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.body.data?.user.theme).toBe('dark');
  });

  it('refuses an unknown theme, a missing one and extra fields with 400, and keeps the saved theme', async () => {
    const user = await registerUser('theme-bad');
    await api('PUT', '/api/users/me/preferences', { token: user.token, body: { theme: 'light' } });
    for (const body of [{ theme: 'purple' }, {}, { theme: 'dark', name: 'Outra' }, { theme: null }]) {
      const refused = await api('PUT', '/api/users/me/preferences', { token: user.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect(await profileTheme(user.token)).toBe('light');
  });

  it('answers 401 without a session', async () => {
    const anonymous = await api('PUT', '/api/users/me/preferences', { body: { theme: 'dark' } });
    expect(anonymous.status).toBe(401);
  });
});
