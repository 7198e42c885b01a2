import { describe, expect, it } from 'vitest';
import { challengeBoard, evidenceStart } from './board';
import type { ChallengeRecord } from './join';
import { proposeChallenges } from './propose';

const [checkInProposal] = proposeChallenges({
  analysis: undefined,
  routines: [],
  running: new Set(),
}).proposals;
if (!checkInProposal) throw new Error('no proposal');
const record = (id: string, startDay: string, extra: Partial<ChallengeRecord> = {}): ChallengeRecord => ({
  ...checkInProposal,
  id,
  startDay,
  joinedAt: `${startDay}T12:00:00.000Z`,
  state: 'active',
  endedOn: null,
  finalDays: null,
  ...extra,
});
const evidence = (checkInDays: string[]) => ({ routines: [], completions: [], checkInDays });

describe('challengeBoard', () => {
  it('derives a running challenge’s progress and keeps its kind out of the proposals', () => {
    const { view, settlements } = challengeBoard({
      records: [record('c1', '2026-03-01')],
      evidence: evidence(['2026-03-01', '2026-03-02']),
      analysis: undefined,
      routines: [],
      today: '2026-03-02',
    });
    expect(view.active).toEqual([expect.objectContaining({ id: 'c1', progress: 2, doneToday: true })]);
    expect(view.proposals).toEqual([]);
    expect(settlements).toEqual([]);
  });

  it('settles a challenge found completed or missed, once, with its days', () => {
    const { view, settlements } = challengeBoard({
      records: [record('c1', '2026-03-01'), record('c2', '2026-02-01')],
      evidence: evidence(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']),
      analysis: undefined,
      routines: [],
      today: '2026-03-05',
    });
    expect(settlements).toEqual([
      {
        id: 'c1',
        kind: 'check_in_week',
        state: 'completed',
        endedOn: '2026-03-05',
        finalDays: expect.any(Array),
      },
      { id: 'c2', kind: 'check_in_week', state: 'missed', endedOn: '2026-02-07', finalDays: [] },
    ]);
    expect(view.finished.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(view.proposals.map((p) => p.kind)).toEqual(['check_in_week']);
  });

  it('shows a settled challenge as it was kept, and reads evidence only for running ones', () => {
    const done = record('c0', '2026-01-01', {
      state: 'completed',
      endedOn: '2026-01-05',
      finalDays: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'],
    });
    const { view } = challengeBoard({
      records: [done],
      evidence: evidence([]),
      analysis: undefined,
      routines: [],
      today: '2026-03-01',
    });
    expect(view.finished[0]).toMatchObject({
      state: 'completed',
      progress: 5,
      percent: 100,
      endDay: '2026-01-07',
    });
    expect(evidenceStart([done])).toBeUndefined();
    expect(evidenceStart([done, record('c1', '2026-02-27'), record('c2', '2026-02-25')])).toBe('2026-02-25');
  });
});
