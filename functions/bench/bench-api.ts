/**
 * The few API calls the benchmark scripts make to set up their users (products-bench.ts, and the request-CPU and
 * Lighthouse benches in infra/local/tools/bench): one client, so they register and build routines the same way.
 */
export interface Answer {
  status: number;
  data: Record<string, unknown>;
  error?: string;
}

export interface Routine {
  id: string;
  steps: { id: string }[];
}

/** Routines get the most steps a routine may have, so each one offers many first-time completions. */
export const STEPS_PER_ROUTINE = 12;

export const benchApi = (base: URL | string) => {
  let registrations = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(new URL(path, base), {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json().catch(() => ({}))) as { data?: unknown; error?: string };
    return { status: response.status, data: json.data as Record<string, unknown>, error: json.error };
  };

  /** A throwaway account; the answer's data holds its token, refresh token and user. */
  const register = async (name = 'Bench') => {
    const email = `bench.${Date.now().toString(36)}.${registrations++}@teste.pele.ai`;
    const registered = await call('POST', '/api/auth/register', undefined, {
      name,
      email,
      password: 'segredo123',
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.error}`);
    return registered.data as { token: string; refreshToken: string; user: unknown };
  };

  const createRoutine = async (token: string, timeOfDay: 'morning' | 'evening'): Promise<Routine> => {
    const created = await call('POST', '/api/routines', token, {
      name: timeOfDay === 'morning' ? 'Manhã' : 'Noite',
      timeOfDay,
      steps: Array.from({ length: STEPS_PER_ROUTINE }, (_, i) => ({
        title: `Passo ${i + 1}`,
        product: `Produto ${i + 1}`,
        time: '1 min',
        instruction: `Faça o passo ${i + 1}.`,
      })),
    });
    if (created.status !== 201) throw new Error(`routine: ${created.status} ${created.error}`);
    return created.data as unknown as Routine;
  };

  return { call, register, createRoutine };
};
