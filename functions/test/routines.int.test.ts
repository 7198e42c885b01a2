import { addDays } from '@pele/shared/routine-days';
import type { Routine } from '@pele/shared/schemas/routines';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyse, fixture, upload } from './analysis-helpers';
import { api, registerUser, type TestUser } from './http';
import { createRoutine } from './routine-helpers';
import { userItemKeys, writeCompletion } from './table';

const GENERATE_FAILED = 'Erro ao gerar rotina. Verifique se você tem uma análise de pele.';

interface Generated {
  morning: Routine;
  evening: Routine;
  generatedAt: string;
}
interface Completed {
  routine: Routine;
  completion: { routineId: string; stepId: string; day: string; completedAt: string };
  alreadyCompleted: boolean;
}
interface StreakView {
  streak: number;
  current: number;
  longest: number;
  helpText: string;
  today: string;
}

const analysedUser = async (label: string) => {
  const user = await registerUser(label);
  const result = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
  expect(result.status).toBe('complete');
  return user;
};

const generate = async (user: TestUser) => {
  const res = await api<Generated>('POST', '/api/routines/generate', { token: user.token });
  expect(res.status).toBe(201);
  return res.body.data as Generated;
};

const complete = (user: TestUser, body: Record<string, unknown>) =>
  api<Completed>('POST', '/api/routines/step/complete', { token: user.token, body });

const list = async (user: TestUser, query = '') => {
  const res = await api<Routine[]>('GET', `/api/routines${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body.data as Routine[];
};

const streakOf = async (user: TestUser) =>
  (await api<StreakView>('GET', '/api/routines/streak', { token: user.token })).body.data as StreakView;

const completeAll = async (user: TestUser, routine: Routine, date?: string) => {
  for (const step of routine.steps) {
    const res = await complete(user, { routineId: routine.id, stepId: step.id, ...(date ? { date } : {}) });
    expect(res.status).toBe(200);
  }
};

/** Arranges a day the API no longer takes (older than yesterday): the given steps done that day. */
const arrangeDone = async (user: TestUser, routine: Routine, day: string, steps = routine.steps) => {
  const routineStepIds = routine.steps.map((s) => s.id);
  for (const s of steps)
    await writeCompletion(user.id, {
      routineId: routine.id,
      stepId: s.id,
      day,
      routineStepIds,
      completedAt: `${day}T12:00:00.000Z`,
    });
};

const step = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Passo ${n}`,
  product: `Produto ${n}`,
  time: '1 min',
  instruction: `Faça o passo ${n}.`,
  ...extra,
});

describe('routines through HTTP', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let generated: Generated;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([analysedUser('routine-owner'), registerUser('routine-stranger')]);
  });

  it('refuses to generate without a skin analysis (409) with the spec message', async () => {
    const res = await api('POST', '/api/routines/generate', { token: stranger.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(GENERATE_FAILED);
    expect(await list(stranger)).toEqual([]);
  });

  it('generates a morning and an evening routine from the analysis, numbered, with products', async () => {
    generated = await generate(owner);
    const { morning, evening } = generated;
    expect(morning.timeOfDay).toBe('morning');
    expect(evening.timeOfDay).toBe('evening');
    expect(morning.steps.map((s) => s.title)).toEqual([
      'Limpeza',
      'Tratamento',
      'Hidratação',
      'Protetor Solar',
    ]);
    expect(evening.steps[0]?.title).toBe('Limpeza');
    for (const routine of [morning, evening]) {
      expect(routine.steps.map((s) => s.number)).toEqual(routine.steps.map((_, i) => i + 1));
      for (const s of routine.steps) {
        expect(s.isCompleted).toBe(false);
        expect(s.product.name.length).toBeGreaterThan(0);
        expect(s.instruction.length).toBeGreaterThan(0);
      }
    }
    // The seeded catalog fills every step with a real product and its image.
    expect(morning.steps.every((s) => s.product.id && s.product.image?.startsWith('/media/'))).toBe(true);

    const all = await list(owner);
    expect(all.map((r) => r.id)).toEqual([morning.id, evening.id]);
    expect((await list(owner, '?timeOfDay=evening')).map((r) => r.id)).toEqual([evening.id]);
    const one = await api<Routine>('GET', `/api/routines/${morning.id}`, { token: owner.token });
    expect(one.body.data?.steps).toEqual(morning.steps);
  });

  it('completes a step once per day: twice is idempotent, undoing and future days are refused', async () => {
    const { morning } = generated;
    const first = morning.steps[0]?.id as string;
    const done = await complete(owner, { routineId: morning.id, stepId: first });
    expect(done.status).toBe(200);
    expect(done.body.data?.alreadyCompleted).toBe(false);
    expect(done.body.data?.routine.steps.map((s) => s.isCompleted)).toEqual([true, false, false, false]);

    const again = await complete(owner, { routineId: morning.id, stepId: first, isCompleted: true });
    expect(again.status).toBe(200);
    expect(again.body.data?.alreadyCompleted).toBe(true);
    expect(again.body.data?.completion.completedAt).toBe(done.body.data?.completion.completedAt);

    expect((await complete(owner, { routineId: morning.id, stepId: first, isCompleted: false })).status).toBe(
      400,
    );
    const future = await complete(owner, {
      routineId: morning.id,
      stepId: first,
      date: addDays(done.body.data?.completion.day as string, 1),
    });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe('Não é possível concluir passos de um dia que ainda não chegou.');
    expect((await complete(owner, { routineId: morning.id, stepId: first, date: '2024-02-30' })).status).toBe(
      400,
    );
    expect((await complete(owner, { routineId: morning.id, stepId: 'nao-existe' })).status).toBe(404);

    const today = await list(owner);
    expect(today[0]?.steps.filter((s) => s.isCompleted)).toHaveLength(1);
  });

  it('takes yesterday as a grace, refuses two days ago and the future with the message on date', async () => {
    const user = await registerUser('routine-grace');
    const routine = await createRoutine<Routine>(user, 'Noite', [step(1), step(2)], 'evening');
    const { today } = await streakOf(user);
    const [first, second] = routine.steps.map((s) => s.id);

    const yesterday = await complete(user, {
      routineId: routine.id,
      stepId: first,
      date: addDays(today, -1),
    });
    expect(yesterday.status).toBe(200);
    expect(yesterday.body.data?.completion.day).toBe(addDays(today, -1));

    const closed = 'Só é possível marcar passos de hoje ou de ontem.';
    for (const daysAgo of [2, 30]) {
      const old = await complete(user, {
        routineId: routine.id,
        stepId: second,
        date: addDays(today, -daysAgo),
      });
      expect(old.status).toBe(400);
      expect(old.body.error).toBe(closed);
      expect(old.body.fields?.date).toBe(closed);
    }
    const future = await complete(user, { routineId: routine.id, stepId: second, date: addDays(today, 1) });
    expect(future.status).toBe(400);
    expect(future.body.fields?.date).toBe('Não é possível concluir passos de um dia que ainda não chegou.');

    // Nothing was written for the refused days.
    const done = (await userItemKeys(user.id)).filter((sk) => sk.startsWith('STEP_DONE#'));
    expect(done).toEqual([`STEP_DONE#${addDays(today, -1)}#${routine.id}#${first}`]);
  });

  it("answers 404 for another user's routine on every call", async () => {
    const { morning } = generated;
    const stepId = morning.steps[1]?.id as string;
    expect((await complete(stranger, { routineId: morning.id, stepId })).status).toBe(404);
    for (const method of ['GET', 'DELETE'])
      expect((await api(method, `/api/routines/${morning.id}`, { token: stranger.token })).status).toBe(404);
    const put = await api('PUT', `/api/routines/${morning.id}`, {
      token: stranger.token,
      body: { name: 'Minha' },
    });
    expect(put.status).toBe(404);
    // Nothing of theirs was touched.
    expect((await list(owner))[0]?.steps.find((s) => s.id === stepId)?.isCompleted).toBe(false);
  });

  it('counts 30 completions of different steps sent at once', async () => {
    const user = await registerUser('routine-burst');
    const routines = await Promise.all(
      [0, 1, 2].map((r) =>
        createRoutine<Routine>(
          user,
          `Rotina ${r}`,
          Array.from({ length: 10 }, (_, i) => step(i + 1)),
          r === 2 ? 'evening' : 'morning',
        ),
      ),
    );
    const answers = await Promise.all(
      routines.flatMap((routine) =>
        routine.steps.map((s) => complete(user, { routineId: routine.id, stepId: s.id })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(answers.every((a) => a.body.data?.alreadyCompleted === false)).toBe(true);
    const steps = (await list(user)).flatMap((r) => r.steps);
    expect(steps).toHaveLength(30);
    expect(steps.every((s) => s.isCompleted)).toBe(true);
    expect((await streakOf(user)).current).toBe(1);
  });

  it('keeps a streak over simulated days: past dates, a gap, today not done yet does not break it', async () => {
    const user = await registerUser('routine-streak');
    const routine = await createRoutine<Routine>(user, 'Manhã', [step(1), step(2)]);
    const { today } = await streakOf(user);
    expect(await streakOf(user)).toMatchObject({ streak: 0, current: 0, longest: 0 });

    // Four days in a row, long ago; then a gap; then the last three days before today. Days older than
    // yesterday are closed to the API, so they are written to the table; yesterday goes through HTTP.
    for (const offset of [-20, -19, -18, -17, -3, -2])
      await arrangeDone(user, routine, addDays(today, offset));
    await completeAll(user, routine, addDays(today, -1));
    // A day with only one of two steps does not count.
    await arrangeDone(user, routine, addDays(today, -4), routine.steps.slice(0, 1));

    const before = await streakOf(user);
    expect(before).toMatchObject({ streak: 3, current: 3, longest: 4, today });
    expect(before.helpText).toContain('dias seguidos');

    await completeAll(user, routine);
    expect(await streakOf(user)).toMatchObject({ current: 4, longest: 4 });
  });

  it('shows what was done on a past day, and nothing for a day without a routine', async () => {
    const user = await registerUser('routine-history');
    const routine = await createRoutine<Routine>(user, 'Manhã', [step(1), step(2), step(3)]);
    const { today } = await streakOf(user);
    const yesterday = addDays(today, -1);
    await complete(user, { routineId: routine.id, stepId: routine.steps[1]?.id, date: yesterday });

    const past = await list(user, `?date=${yesterday}`);
    expect(past).toHaveLength(1);
    expect(past[0]).toMatchObject({ id: routine.id, day: yesterday });
    expect(past[0]?.steps.map((s) => s.isCompleted)).toEqual([false, true, false]);
    // Today starts unchecked: completions belong to their day.
    expect((await list(user))[0]?.steps.every((s) => !s.isCompleted)).toBe(true);
    const reset = await api<{ today: string; changed: boolean; routines: Routine[] }>(
      'POST',
      '/api/routines/reset-daily',
      { token: user.token },
    );
    expect(reset.body.data).toMatchObject({ today, changed: false });
    expect(reset.body.data?.routines[0]?.steps.every((s) => !s.isCompleted)).toBe(true);
    // Nothing was lost by the reset.
    expect((await list(user, `?date=${yesterday}`))[0]?.steps[1]?.isCompleted).toBe(true);

    // A past day before the routine existed, with nothing recorded: no routine ('Rotina não iniciada').
    expect(await list(user, `?date=${addDays(today, -30)}`)).toEqual([]);
    expect((await api('GET', '/api/routines?date=2024-13-01', { token: user.token })).status).toBe(400);
  });

  it('regenerating replaces the routines and keeps the completion history', async () => {
    const { morning } = generated;
    const { today } = await streakOf(owner);
    const yesterday = addDays(today, -1);
    await completeAll(owner, morning, yesterday);
    expect((await streakOf(owner)).current).toBe(1);

    const fresh = await generate(owner);
    expect(fresh.morning.id).not.toBe(morning.id);
    expect((await list(owner)).map((r) => r.id)).toEqual([fresh.morning.id, fresh.evening.id]);
    expect((await api('GET', `/api/routines/${morning.id}`, { token: owner.token })).status).toBe(404);

    // Yesterday still shows the routine that was followed, completed; the streak survived.
    const past = await list(owner, `?date=${yesterday}&timeOfDay=morning`);
    expect(past.map((r) => [r.id, r.isCurrent])).toEqual([[morning.id, false]]);
    expect(past[0]?.steps.every((s) => s.isCompleted)).toBe(true);
    expect((await streakOf(owner)).current).toBe(1);
    generated = fresh;
  });

  it('edits steps with validation: bad steps are 400, kept ids keep today’s completions', async () => {
    const user = await registerUser('routine-edit');
    const routine = await createRoutine<Routine>(user, 'Noite', [step(1), step(2)], 'evening');
    const [a, b] = routine.steps as [Routine['steps'][0], Routine['steps'][0]];
    await complete(user, { routineId: routine.id, stepId: b.id });

    const put = (body: unknown) =>
      api<Routine>('PUT', `/api/routines/${routine.id}`, { token: user.token, body });
    const badTime = await put({ steps: [{ ...step(1), time: 'amanhã' }] });
    expect(badTime.status).toBe(400);
    expect(badTime.body.fields?.['steps.0.time']).toBe('Informe a duração do passo, como "1 min" ou "30 s".');
    expect((await put({ steps: [{ ...step(1), title: '' }] })).status).toBe(400);
    expect((await put({ steps: Array.from({ length: 13 }, (_, i) => step(i + 1)) })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect(
      (await put({ steps: [{ ...step(1), product: { name: 'X', image: 'https://mal.example/x.png' } }] }))
        .status,
    ).toBe(400);

    // Reordered: b first, a new step last; b keeps its id and its completion of today.
    const edited = await put({
      name: 'Noite nova',
      steps: [
        { id: a.id, number: 2, title: a.title, product: a.product, time: '2min', instruction: a.instruction },
        { id: b.id, number: 1, title: b.title, product: b.product, time: b.time, instruction: b.instruction },
        { number: 3, ...step(3) },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data?.name).toBe('Noite nova');
    expect(edited.body.data?.steps.map((s) => [s.number, s.id === b.id, s.isCompleted])).toEqual([
      [1, true, true],
      [2, false, false],
      [3, false, false],
    ]);
    expect(edited.body.data?.steps[1]).toMatchObject({ id: a.id, time: '2 min' });
  });

  it('deletes a routine: gone from today and by id, its past days still shown', async () => {
    const user = await registerUser('routine-delete');
    const routine = await createRoutine<Routine>(user, 'Manhã', [step(1)]);
    const { today } = await streakOf(user);
    await completeAll(user, routine, addDays(today, -1));

    const removed = await api('DELETE', `/api/routines/${routine.id}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ deleted: true });
    expect((await api('GET', `/api/routines/${routine.id}`, { token: user.token })).status).toBe(404);
    expect((await api('DELETE', `/api/routines/${routine.id}`, { token: user.token })).status).toBe(404);
    expect(await list(user)).toEqual([]);
    expect((await list(user, `?date=${addDays(today, -1)}`)).map((r) => r.id)).toEqual([routine.id]);
    expect((await streakOf(user)).current).toBe(1);
  });

  it('account erasure removes routines and completions with the rest of the partition', async () => {
    const user = await registerUser('routine-erase');
    const routine = await createRoutine<Routine>(user, 'Manhã', [step(1), step(2)]);
    await completeAll(user, routine);
    const before = await userItemKeys(user.id);
    expect(before.filter((sk) => sk.startsWith('ROUTINE#'))).toHaveLength(1);
    expect(before.filter((sk) => sk.startsWith('STEP_DONE#'))).toHaveLength(2);

    expect((await api('DELETE', '/api/users/me', { token: user.token })).status).toBe(200);
    expect(await userItemKeys(user.id)).toEqual([]);
  });
});
