import { DEFAULT_REMINDERS, type RoutineReminders } from '@pele/shared/schemas/notifications';
import type { Routine, RoutineStepView, TimeOfDay } from '@pele/shared/schemas/routines';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fail, ok } from '../../testing/fixtures';
import { renderFeature } from '../../testing/render-feature';

/** Test-only: routines as the API returns them, and a small in-memory routine API behind fetch. */
export const stepOf = (number: number, overrides: Partial<RoutineStepView> = {}): RoutineStepView => ({
  id: `s${number}`,
  number,
  title: `Passo ${number}`,
  product: {
    id: `p${number}`,
    name: `Produto ${number}`,
    brand: 'Marca',
    image: `/media/catalog/p${number}.svg`,
  },
  time: '1 min',
  instruction: `Aplique o produto ${number}.`,
  isCompleted: false,
  ...overrides,
});

export const routineOf = (
  id: string,
  timeOfDay: TimeOfDay,
  day: string,
  steps: RoutineStepView[],
  overrides: Partial<Routine> = {},
): Routine => ({
  id,
  name: timeOfDay === 'morning' ? 'Rotina da Manhã – Pele Oleosa' : 'Rotina da Noite – Pele Oleosa',
  timeOfDay,
  steps,
  origin: 'generated',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  day,
  isCurrent: true,
  ...overrides,
});

export interface FakeRoutineApi {
  /** Routines by day; a day not listed has none. */
  days: Record<string, Routine[]>;
  latestAnalysis?: unknown;
  streak?: { current: number; longest: number };
  /** Overrides one call: answer with this instead. */
  answers?: Partial<Record<'list' | 'generate' | 'complete' | 'latest', () => Response | Promise<Response>>>;
  /** What generation creates for `day`. */
  generated?: { day: string; morning: Routine; evening: Routine };
  /** The routine reminders on the profile; saved ones replace them. */
  reminders?: RoutineReminders;
}

const HELP = 'Sua sequência conta os dias seguidos em que você concluiu todos os passos.';

/** A fetch that behaves like the routine API: completions stick, generation fills the day, the streak counts. */
export const fakeRoutineApi = (api: FakeRoutineApi) =>
  vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const streak = api.streak ?? { current: 0, longest: 0 };
    if (method === 'GET' && url.pathname === '/api/routines') {
      if (api.answers?.list) return api.answers.list();
      return ok(api.days[url.searchParams.get('date') ?? ''] ?? []);
    }
    if (method === 'GET' && url.pathname === '/api/routines/streak') {
      return ok({ streak: streak.current, ...streak, helpText: HELP, today: '2025-03-12' });
    }
    if (method === 'GET' && url.pathname === '/api/skin-analysis/latest') {
      if (api.answers?.latest) return api.answers.latest();
      return ok(api.latestAnalysis ?? null);
    }
    if (method === 'POST' && url.pathname === '/api/routines/generate') {
      if (api.answers?.generate) return api.answers.generate();
      const generated = api.generated;
      if (!generated)
        return fail(409, 'Erro ao gerar rotina. Verifique se você tem uma análise de pele.', 'CONFLICT');
      api.days[generated.day] = [generated.morning, generated.evening];
      return ok({ ...generated, generatedAt: '2025-03-12T15:00:00.000Z' }, 201);
    }
    if (method === 'POST' && url.pathname === '/api/routines/step/complete') {
      if (api.answers?.complete) return api.answers.complete();
      const body = JSON.parse(String(init?.body)) as { routineId: string; stepId: string; date: string };
      const list = api.days[body.date] ?? [];
      const routine = list.find((r) => r.id === body.routineId);
      if (!routine) return fail(404, 'Rotina não encontrada.', 'NOT_FOUND');
      const updated = {
        ...routine,
        steps: routine.steps.map((s) => (s.id === body.stepId ? { ...s, isCompleted: true } : s)),
      };
      api.days[body.date] = list.map((r) => (r.id === updated.id ? updated : r));
      if (updated.steps.every((s) => s.isCompleted))
        api.streak = { current: streak.current + 1, longest: streak.longest + 1 };
      const completion = {
        routineId: routine.id,
        stepId: body.stepId,
        day: body.date,
        completedAt: '2025-03-12T15:00:00.000Z',
      };
      return ok({ routine: updated, completion, alreadyCompleted: false });
    }
    if (url.pathname === '/api/users/me/reminders') {
      if (method === 'PUT') api.reminders = JSON.parse(String(init?.body)) as RoutineReminders;
      return ok(api.reminders ?? DEFAULT_REMINDERS);
    }
    return fail(404, 'Recurso não encontrado.', 'NOT_FOUND');
  });

export const calls = (mock: ReturnType<typeof fakeRoutineApi>) =>
  mock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** Renders as the shell's routine tab: at /app, with the app's own query client (it retries once). */
export const renderInShell = (ui: ReactNode) => renderFeature(ui, { queryClient: createQueryClient() });
