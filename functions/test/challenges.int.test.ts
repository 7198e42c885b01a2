import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, userDay } from '@pele/shared/routine-days';
import type { DashboardStats } from '@pele/shared/schemas/admin';
import type { Challenge, ChallengesView } from '@pele/shared/schemas/challenges';
import type { Routine } from '@pele/shared/schemas/routines';
import { describe, expect, it } from 'vitest';
import { keys } from '../src/adapters/dynamo/keys';
import { adminLogin, api, registerUser, type TestUser } from './http';
import { completeAnalysis, oilyAcneProne } from './product-fixtures';
import { documentClient, tableName, userItemKeys, writeCheckIn } from './table';

const board = async (user: TestUser) => {
  const res = await api<ChallengesView>('GET', '/api/challenges', { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ChallengesView;
};
const join = (user: TestUser, kind: unknown) =>
  api<{ challenge: Challenge }>('POST', '/api/challenges', { token: user.token, body: { kind } });

/** A user with the fixture's analysis (pigmentation, texture and hydration at 50) and generated routines. */
const analysedUser = async (label: string) => {
  const user = await registerUser(label);
  await completeAnalysis(user.id, oilyAcneProne);
  const res = await api<{ morning: Routine; evening: Routine }>('POST', '/api/routines/generate', {
    token: user.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { user, ...(res.body.data as { morning: Routine; evening: Routine }) };
};

/** Moves a joined challenge's first day back, as if joined `days` ago (the API always starts one today). */
const startedDaysAgo = async (user: TestUser, id: string, days: number) =>
  documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.challenge(user.id, id),
      UpdateExpression: 'SET startDay = :day',
      ExpressionAttributeValues: { ':day': addDays(userDay(new Date()), -days) },
    }),
  );

let adminToken: string | undefined;
const stats = async () => {
  adminToken ??= (await adminLogin()).token;
  return (await api<DashboardStats>('GET', '/api/admin/dashboard/stats', { token: adminToken })).body
    .data as DashboardStats;
};

describe('challenges', () => {
  it('proposes goals from the analysis and the routine, each with its pt-BR why', async () => {
    const { user } = await analysedUser('challenges-proposals');
    const view = await board(user);
    expect(view.needs).toBeNull();
    expect(view.proposals.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['sunscreen_streak', 'evening_routine', 'morning_routine', 'check_in_week']),
    );
    const evening = view.proposals.find((p) => p.kind === 'evening_routine');
    expect(evening?.why).toContain('Tendência a Acne em 64%');
    expect(view.active).toEqual([]);

    const newcomer = await registerUser('challenges-newcomer');
    const bare = await board(newcomer);
    expect(bare).toMatchObject({ needs: 'analysis', active: [], finished: [] });
    expect(bare.proposals.map((p) => p.kind)).toEqual(['check_in_week']);
  });

  it('progresses from completed routine steps, one per day, and only from the step it is about', async () => {
    const { user, morning } = await analysedUser('challenges-progress');
    const joined = await join(user, 'sunscreen_streak');
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.data?.challenge).toMatchObject({ state: 'active', progress: 0, target: 7 });
    expect(joined.body.data?.challenge.atRisk).toContain('Hoje é decisivo');

    const cleanse = morning.steps.find((s) => s.title === 'Limpeza');
    const sunscreen = morning.steps.find((s) => s.title === 'Protetor Solar');
    const complete = (stepId: string | undefined) =>
      api('POST', '/api/routines/step/complete', {
        token: user.token,
        body: { routineId: morning.id, stepId },
      });
    expect((await complete(cleanse?.id)).status).toBe(200);
    expect((await board(user)).active[0]).toMatchObject({ progress: 0, doneToday: false });
    await complete(sunscreen?.id);
    await complete(sunscreen?.id);
    const [running] = (await board(user)).active;
    expect(running).toMatchObject({ kind: 'sunscreen_streak', progress: 1, doneToday: true, atRisk: null });
    expect(running?.doneDays).toEqual([userDay(new Date())]);
  });

  it('refuses bad input, kinds not proposed, a kind running twice and a fourth at once', async () => {
    const { user } = await analysedUser('challenges-limits');
    for (const body of [{}, { kind: 'x' }, { kind: 7 }]) {
      const res = await api('POST', '/api/challenges', { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'Escolha um dos desafios propostos.' });
    }
    const newcomer = await registerUser('challenges-not-proposed');
    expect((await join(newcomer, 'sunscreen_streak')).status).toBe(409);

    const kinds = ['sunscreen_streak', 'evening_routine', 'morning_routine', 'check_in_week'];
    const answers = await Promise.all(kinds.map((kind) => join(user, kind)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(1);
    const view = await board(user);
    expect(view.active).toHaveLength(3);
    const again = await join(user, view.active[0]?.kind);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Você já participa deste desafio.');
  });

  it('completes from check-ins, with a badge, counted once on the dashboard; a missed one frees its place', async () => {
    const user = await registerUser('challenges-complete');
    const before = await stats();
    const joined = await join(user, 'check_in_week');
    const id = joined.body.data?.challenge.id as string;
    await startedDaysAgo(user, id, 4);
    const today = userDay(new Date());
    for (const back of [4, 3, 2]) await writeCheckIn(user.id, addDays(today, -back), 60);
    await api('PUT', '/api/check-ins/today', { token: user.token, body: { score: 70 } });
    await api('PUT', '/api/check-ins/today', { token: user.token, body: { score: 75 } });
    expect((await board(user)).active[0]).toMatchObject({ progress: 4, atRisk: null });

    await writeCheckIn(user.id, addDays(today, -1), 65);
    const [first, second] = await Promise.all([board(user), board(user)]);
    for (const view of [first, second]) {
      expect(view.active).toEqual([]);
      expect(view.finished[0]).toMatchObject({ id, state: 'completed', progress: 5, badge: 'Olhar Atento' });
    }
    const after = await stats();
    expect(after.totalChallengesJoined).toBe(before.totalChallengesJoined + 1);
    expect(after.totalChallengesCompleted).toBe(before.totalChallengesCompleted + 1);

    const rejoined = await join(user, 'check_in_week');
    expect(rejoined.status).toBe(201);
    await startedDaysAgo(user, rejoined.body.data?.challenge.id as string, 12);
    const view = await board(user);
    expect(view.finished.map((c) => c.state).sort()).toEqual(['completed', 'missed']);
    expect((await stats()).totalChallengesCompleted).toBe(after.totalChallengesCompleted);
  });

  it('shows nobody else the challenges, exports them and takes them off the totals with the account', async () => {
    const user = await registerUser('challenges-owner');
    await join(user, 'check_in_week');
    const other = await registerUser('challenges-other');
    expect((await board(other)).active).toEqual([]);

    const exported = await api<{ challenges: Array<{ kind: string }> }>('GET', '/api/users/me/export', {
      token: user.token,
    });
    expect(exported.body.data?.challenges.map((c) => c.kind)).toEqual(['check_in_week']);

    const before = await stats();
    expect((await api('DELETE', '/api/users/me', { token: user.token })).status).toBe(200);
    expect(await userItemKeys(user.id)).toEqual([]);
    expect((await stats()).totalChallengesJoined).toBe(before.totalChallengesJoined - 1);
  });
});
