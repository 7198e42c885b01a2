import { addDays, userDay } from '@pele/shared/routine-days';
import type { Analytics, DashboardStats } from '@pele/shared/schemas/admin';
import type { CheckIn, CheckInHistory } from '@pele/shared/schemas/check-ins';
import { describe, expect, it } from 'vitest';
import { adminLogin, api, registerUser, type TestUser } from './http';
import { userItemKeys, writeCheckIn, writeCompletion } from './table';

interface Saved {
  checkIn: CheckIn;
  created: boolean;
  today: string;
}

const put = (user: TestUser, body: unknown) =>
  api<Saved>('PUT', '/api/check-ins/today', { token: user.token, body });

const history = async (user: TestUser, days = 30) => {
  const res = await api<CheckInHistory>('GET', `/api/check-ins?days=${days}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as CheckInHistory;
};

/** A routine of one step completed on `day` (days the API no longer takes are arranged in the table). */
const routineDone = (user: TestUser, day: string) =>
  writeCompletion(user.id, {
    routineId: 'r1',
    stepId: 's1',
    day,
    routineStepIds: ['s1'],
    completedAt: `${day}T12:00:00.000Z`,
  });

describe('daily skin check-in', () => {
  it("records today's score once and replaces it when sent again the same day", async () => {
    const user = await registerUser('check-in');
    const first = await put(user, { score: 40 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const today = first.body.data?.today as string;
    expect(today).toBe(userDay(new Date()));
    expect(first.body.data).toMatchObject({ created: true, checkIn: { day: today, score: 40 } });

    const again = await put(user, { score: 72 });
    expect(again.body.data).toMatchObject({ created: false, checkIn: { day: today, score: 72 } });
    expect(again.body.data?.checkIn.createdAt).toBe(first.body.data?.checkIn.createdAt);

    const view = await history(user);
    expect(view.checkIns).toEqual([expect.objectContaining({ day: today, score: 72 })]);
    expect(view.today).toBe(today);
    expect(view.from).toBe(addDays(today, -29));
  });

  it('takes a score for yesterday (kept offline past midnight) and refuses older or later days', async () => {
    const user = await registerUser('check-in-days');
    const today = userDay(new Date());
    const yesterday = await put(user, { score: 55, day: addDays(today, -1) });
    expect(yesterday.status).toBe(200);
    expect(yesterday.body.data?.checkIn.day).toBe(addDays(today, -1));

    const older = await put(user, { score: 55, day: addDays(today, -2) });
    expect(older.status).toBe(400);
    expect(older.body.error).toBe('Só é possível registrar a pele de hoje ou de ontem.');
    const later = await put(user, { score: 55, day: addDays(today, 1) });
    expect(later.status).toBe(400);
    expect(later.body.error).toBe('Não é possível registrar um dia que ainda não chegou.');

    for (const score of [-1, 101, 50.5, '50']) expect((await put(user, { score })).status).toBe(400);
    expect((await api('GET', '/api/check-ins?days=7', { token: user.token })).status).toBe(400);
    expect((await history(user)).checkIns.map((c) => c.day)).toEqual([addDays(today, -1)]);
  });

  it('lists routine days beside the check-ins and compares them once each kind has 7 days', async () => {
    const user = await registerUser('check-in-compare');
    const today = userDay(new Date());
    // Days 1..7 before today: routine completed, score 80; days 8..13: no routine, score 50.
    for (let n = 1; n <= 7; n++) {
      await writeCheckIn(user.id, addDays(today, -n), 80);
      await routineDone(user, addDays(today, -n));
    }
    for (let n = 8; n <= 13; n++) await writeCheckIn(user.id, addDays(today, -n), 50);
    // A routine day 40 days ago: in the 90-day period only.
    await routineDone(user, addDays(today, -40));

    const month = await history(user, 30);
    expect(month.checkIns).toHaveLength(13);
    expect(month.routineDays).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 7)));
    expect(month.comparison).toBeNull();

    await writeCheckIn(user.id, addDays(today, -14), 50);
    const enough = await history(user, 30);
    expect(enough.comparison).toEqual({
      withRoutine: { days: 7, averageScore: 80 },
      withoutRoutine: { days: 7, averageScore: 50 },
      minimumDays: 7,
    });
    expect((await history(user, 90)).routineDays[0]).toBe(addDays(today, -40));
  });

  it("shows nobody else's check-ins", async () => {
    const [owner, other] = [await registerUser('check-in-owner'), await registerUser('check-in-other')];
    expect((await put(owner, { score: 90 })).status).toBe(200);
    expect((await history(other)).checkIns).toEqual([]);
  });
});

describe('check-ins in the admin numbers, the export and the erasure', () => {
  it('count once per day, show in the export, and leave the total with the account', async () => {
    const admin = await adminLogin();
    const stats = async () =>
      (await api<DashboardStats>('GET', '/api/admin/dashboard/stats', { token: admin.token })).body
        .data as DashboardStats;
    const todayCheckIns = async () =>
      (
        await api<Analytics>('GET', '/api/admin/analytics?period=7d', { token: admin.token })
      ).body.data?.days.at(-1)?.checkIns ?? 0;
    const before = { total: (await stats()).totalCheckIns, today: await todayCheckIns() };

    const user = await registerUser('check-in-erasure');
    const today = userDay(new Date());
    expect((await put(user, { score: 30 })).status).toBe(200);
    expect((await put(user, { score: 35 })).status).toBe(200);
    expect((await put(user, { score: 60, day: addDays(today, -1) })).status).toBe(200);
    expect((await stats()).totalCheckIns).toBe(before.total + 2);
    expect(await todayCheckIns()).toBe(before.today + 2);

    const exported = await api<{ checkIns: Array<{ day: string; score: number }> }>(
      'GET',
      '/api/users/me/export',
      { token: user.token },
    );
    expect(exported.status).toBe(200);
    expect(
      exported.body.data?.checkIns
        .map(({ day, score }) => ({ day, score }))
        .sort((a, b) => a.day.localeCompare(b.day)),
    ).toEqual([
      { day: addDays(today, -1), score: 60 },
      { day: today, score: 35 },
    ]);

    // Parallel first scores of a new day (a double tap, a queued score sent beside a new one): one creates.
    const racer = await registerUser('check-in-race');
    const raceBefore = (await stats()).totalCheckIns;
    const answers = await Promise.all([10, 20, 30, 40, 50].map((score) => put(racer, { score })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((res) => res.body.data?.created)).toHaveLength(1);
    expect((await stats()).totalCheckIns).toBe(raceBefore + 1);
    const [kept] = (await history(racer)).checkIns;
    expect([10, 20, 30, 40, 50]).toContain(kept?.score);

    expect((await api('DELETE', '/api/users/me', { token: user.token })).status).toBe(200);
    expect(await userItemKeys(user.id)).toEqual([]);
    // The racer's one check-in stays; the erased account's two left with it.
    expect((await stats()).totalCheckIns).toBe(before.total + 1);
  });
});
