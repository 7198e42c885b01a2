import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';

/** A tiny client for integration tests: real HTTP against the local stack started by the global setup. */
export const apiUrl = () => testStack().url;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: {
    success: boolean;
    data?: T;
    error?: string;
    code?: string;
    fields?: Record<string, string>;
    feature?: string;
  };
}

export const api = async <T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  // A raw body is JSON text too (broken on purpose, or signed as sent) unless the test says otherwise.
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${apiUrl()}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: ApiAnswer<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`non-JSON answer ${response.status} from ${method} ${path}: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: parsed };
};

let counter = 0;
/** A unique e-mail per test run, so tests never collide on Cognito's unique user names. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}@teste.pele.ai`;

export interface TestUser {
  email: string;
  password: string;
  name: string;
  token: string;
  refreshToken: string;
  id: string;
}

export const registerUser = async (label = 'user', name = 'Maria Teste'): Promise<TestUser> => {
  const email = uniqueEmail(label);
  const password = 'segredo123';
  const res = await api<{ token: string; refreshToken: string; user: { id: string } }>(
    'POST',
    '/api/auth/register',
    {
      body: { name, email, password },
    },
  );
  if (res.status !== 201 || !res.body.data) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return {
    email,
    password,
    name,
    token: res.body.data.token,
    refreshToken: res.body.data.refreshToken,
    id: res.body.data.user.id,
  };
};

/** The newest mail the local outbox received for this address (the custom-message trigger wrote it). */
export const latestMailTo = async (
  to: string,
  timeoutMs = 10_000,
): Promise<{ to: string; link?: string; html?: string }> => {
  const dir = testStack().outboxDir;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(dir, file), 'utf8'));
      if (String(mail.to).toLowerCase() === to.toLowerCase()) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
};

export interface AdminSession {
  token: string;
  user: { id: string; isAdmin: boolean; email: string };
}

/** Signs the seeded admin in (its credentials come from the stack the global setup started). */
export const adminLogin = async (): Promise<AdminSession> => {
  const res = await api<AdminSession>('POST', '/api/auth/login', {
    body: { email: testStack().admin.email, password: testStack().admin.password },
  });
  if (res.status !== 200 || !res.body.data)
    throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** Uploads bytes through a presigned POST the API handed out; answers the upload's key. */
export const uploadThrough = async (
  presign: ApiAnswer<{ url: string; fields: Record<string, string>; key: string }>,
  bytes: Buffer,
  contentType: string,
): Promise<string> => {
  if (presign.status !== 200 || !presign.body.data)
    throw new Error(`presign failed: ${JSON.stringify(presign.body)}`);
  const { url, fields, key } = presign.body.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const res = await fetch(url, { method: 'POST', body: form });
  if (res.status >= 300) throw new Error(`upload failed: ${res.status}`);
  return key;
};
