import { describe, expect, it } from 'vitest';
import { api, latestMailTo, registerUser, uniqueEmail } from './http';

const sessionShape = {
  token: expect.any(String),
  refreshToken: expect.any(String),
  expiresIn: expect.any(Number),
  user: expect.objectContaining({
    id: expect.any(String),
    isAdmin: false,
    isActive: true,
    skinAnalyzed: false,
  }),
};

describe('register', () => {
  it('creates an account in its free trial and signs it in', async () => {
    const email = uniqueEmail('reg');
    const res = await api('POST', '/api/auth/register', {
      body: { name: '  Ana Souza ', email: email.toUpperCase(), password: 'segredo123' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject(sessionShape);
    const user = (res.body.data as { user: { name: string; email: string; trialEndsAt: string } }).user;
    expect(user.name).toBe('Ana Souza');
    expect(user.email).toBe(email);
    expect(new Date(user.trialEndsAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('refuses a second account with the same e-mail with 409', async () => {
    const user = await registerUser('dup');
    const res = await api('POST', '/api/auth/register', {
      body: { name: 'Outra', email: user.email, password: 'outrasenha' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: 'Este email já está cadastrado.' });
  });

  it.each([
    [{ email: 'a@b.co', password: 'segredo123' }, 'name', 'Nome é obrigatório'],
    [{ name: '   ', email: 'a@b.co', password: 'segredo123' }, 'name', 'Nome é obrigatório'],
    [{ name: 'Ana', password: 'segredo123' }, 'email', 'Email é obrigatório'],
    [{ name: 'Ana', email: 'sem-arroba', password: 'segredo123' }, 'email', 'Email inválido'],
    [
      { name: 'Ana', email: 'a@b.co', password: '12345' },
      'password',
      'Senha deve ter pelo menos 6 caracteres',
    ],
    [{ name: 'Ana', email: 'a@b.co' }, 'password', 'Senha é obrigatória'],
    [{ name: 42, email: 'a@b.co', password: 'segredo123' }, 'name', 'Nome é obrigatório'],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const res = await api('POST', '/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.fields?.[field]).toBe(message);
  });

  it('refuses a body that is not JSON with 400 and an oversized one with 413', async () => {
    const broken = await api('POST', '/api/auth/register', {
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('INVALID_JSON');
    const huge = await api('POST', '/api/auth/register', {
      body: { name: 'x'.repeat(100_000), email: 'a@b.co', password: 'segredo123' },
    });
    expect(huge.status).toBe(413);
  });
});

describe('login', () => {
  it('returns a session with the user for the right password', async () => {
    const user = await registerUser('login');
    const res = await api('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(sessionShape);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await registerUser('wrongpw');
    const wrong = await api('POST', '/api/auth/login', {
      body: { email: user.email, password: 'errada123' },
    });
    const unknown = await api('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'errada123' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe(unknown.body.error);
    expect(wrong.body.error).toBe('Email ou senha incorretos.');
  });

  it('validates e-mail and password presence', async () => {
    const res = await api('POST', '/api/auth/login', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ email: 'Email é obrigatório', password: 'Senha é obrigatória' });
  });
});

describe('profile', () => {
  it('reads the signed-in user and refuses anonymous and tampered tokens', async () => {
    const user = await registerUser('prof', 'Carla Dias');
    const ok = await api('GET', '/api/auth/profile', { token: user.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      id: user.id,
      name: 'Carla Dias',
      email: user.email,
      profileImage: null,
    });

    expect((await api('GET', '/api/auth/profile')).status).toBe(401);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else', 'cognito:groups': ['admin'] })).toString('base64url')}.${signature}`;
    expect((await api('GET', '/api/auth/profile', { token: forged })).status).toBe(401);
    expect((await api('GET', '/api/auth/profile', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('updates the name and the e-mail, and the new e-mail signs in', async () => {
    const user = await registerUser('upd');
    const newEmail = uniqueEmail('upd-new');
    const res = await api('PUT', '/api/users/profile', {
      token: user.token,
      body: { name: 'Nome Novo', email: newEmail },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Nome Novo', email: newEmail });
    expect(
      (await api('POST', '/api/auth/login', { body: { email: newEmail, password: user.password } })).status,
    ).toBe(200);
  });

  it('refuses an e-mail that belongs to another account with 409 and changes nothing', async () => {
    const a = await registerUser('taken-a');
    const b = await registerUser('taken-b');
    const res = await api('PUT', '/api/users/profile', { token: b.token, body: { email: a.email } });
    expect(res.status).toBe(409);
    const profile = await api<{ email: string }>('GET', '/api/auth/profile', { token: b.token });
    expect(profile.body.data?.email).toBe(b.email);
  });

  it('refuses an empty update, a blank name and an invalid e-mail with 400', async () => {
    const user = await registerUser('upd-bad');
    expect((await api('PUT', '/api/users/profile', { token: user.token, body: {} })).status).toBe(400);
    expect(
      (await api('PUT', '/api/users/profile', { token: user.token, body: { name: '  ' } })).body.fields?.name,
    ).toBe('Nome é obrigatório');
    expect(
      (await api('PUT', '/api/users/profile', { token: user.token, body: { email: 'x' } })).body.fields
        ?.email,
    ).toBe('Email inválido');
  });

  it('ignores fields a user may not set, such as isAdmin', async () => {
    const user = await registerUser('upd-admin');
    const res = await api('PUT', '/api/users/profile', {
      token: user.token,
      body: { name: 'Ana', isAdmin: true, isActive: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isAdmin: false, isActive: true });
  });
});

describe('refresh and logout', () => {
  it('refreshes the access token until logout revokes the refresh token', async () => {
    const user = await registerUser('refresh');
    const refreshed = await api<{ token: string }>('POST', '/api/auth/refresh', {
      body: { refreshToken: user.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect((await api('GET', '/api/auth/profile', { token: refreshed.body.data?.token })).status).toBe(200);

    // Logout names its session by the caller's verified token, so it is a signed-in call.
    expect(
      (await api('POST', '/api/auth/logout', { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);
    expect(
      (
        await api('POST', '/api/auth/logout', {
          token: refreshed.body.data?.token,
          body: { refreshToken: user.refreshToken },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);
  });

  it('refuses a made-up refresh token with 401 and a missing one with 400', async () => {
    expect((await api('POST', '/api/auth/refresh', { body: { refreshToken: 'made-up' } })).status).toBe(401);
    expect((await api('POST', '/api/auth/refresh', { body: {} })).status).toBe(400);
  });
});

describe('forgot and reset password', () => {
  it('sends a link that resets the password; the old one stops working', async () => {
    const user = await registerUser('reset');
    const sent = await api('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    expect(sent.status).toBe(200);

    const mail = await latestMailTo(user.email);
    expect(mail.link).toMatch(/\/reset-password\?token=/);
    const token = new URL(mail.link ?? '').searchParams.get('token') ?? '';

    const reset = await api('POST', '/api/auth/reset-password', {
      body: { token, password: 'novasenha456' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await api('POST', '/api/auth/login', { body: { email: user.email, password: 'novasenha456' } }))
        .status,
    ).toBe(200);
    expect(
      (await api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(401);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const user = await registerUser('forgot-same');
    const known = await api('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const unknown = await api('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('ghost') } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('refuses a forged or malformed reset token with 400 and a short password with 400', async () => {
    const user = await registerUser('reset-bad');
    const forged = `${Buffer.from(user.email).toString('base64url')}.999999`;
    const res = await api('POST', '/api/auth/reset-password', {
      body: { token: forged, password: 'novasenha456' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Token de redefinição de senha inválido ou expirado.');
    expect(
      (await api('POST', '/api/auth/reset-password', { body: { token: 'lixo', password: 'novasenha456' } }))
        .status,
    ).toBe(400);
    expect(
      (await api('POST', '/api/auth/reset-password', { body: { token: forged, password: '123' } })).status,
    ).toBe(400);
    expect(
      (await api('POST', '/api/auth/forgot-password', { body: { email: 'x' } })).body.fields?.email,
    ).toBe('Por favor, insira um email válido');
    expect(
      (await api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(200);
  });
});

describe('account deletion', () => {
  it('erases the account: its token stops working and it can no longer sign in', async () => {
    const user = await registerUser('erase');
    const res = await api('DELETE', '/api/users/me', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deleted: true });
    expect((await api('GET', '/api/auth/profile', { token: user.token })).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(401);
    // The e-mail is free again.
    expect(
      (
        await api('POST', '/api/auth/register', {
          body: { name: 'De Novo', email: user.email, password: 'segredo123' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('health', () => {
  it('answers without a token', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', version: '1.0.0' });
  });
});
