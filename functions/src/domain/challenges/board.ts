import { addDays, type Day } from '@pele/shared/routine-days';
import {
  type Challenge,
  type ChallengeKind,
  type ChallengesView,
  MAX_ACTIVE_CHALLENGES,
} from '@pele/shared/schemas/challenges';
import type { ChallengeRecord } from './join';
import { type ChallengeEvidence, type ChallengeStatus, challengeStatus, doneDaysOf } from './progress';
import { type ChallengeAnalysis, proposeChallenges } from './propose';

/** A challenge a read found over: its state and days become final (and a completion earns its badge). */
export interface Settlement {
  id: string;
  kind: ChallengeKind;
  state: 'completed' | 'missed';
  endedOn: Day;
  finalDays: Day[];
}

const finalStatus = (record: ChallengeRecord): ChallengeStatus => {
  const doneDays = record.finalDays ?? [];
  const progress = Math.min(doneDays.length, record.target);
  return {
    state: record.state,
    endDay: addDays(record.startDay, record.windowDays - 1),
    doneDays,
    progress,
    percent: Math.round((progress / record.target) * 100),
    doneToday: false,
    daysLeft: 0,
    atRisk: null,
    endedOn: record.endedOn,
  };
};

const toView = (record: ChallengeRecord, status: ChallengeStatus): Challenge => ({
  id: record.id,
  kind: record.kind,
  title: record.title,
  goal: record.goal,
  why: record.why,
  badge: record.badge,
  target: record.target,
  windowDays: record.windowDays,
  startDay: record.startDay,
  joinedAt: record.joinedAt,
  ...status,
});

/**
 * The challenges screen for `today`: each running challenge's progress read from the evidence, the finished
 * ones as they were settled, the proposals for kinds not running, and the settlements the read found due.
 */
export function challengeBoard(input: {
  records: readonly ChallengeRecord[];
  evidence: ChallengeEvidence;
  analysis: ChallengeAnalysis | undefined;
  routines: Parameters<typeof proposeChallenges>[0]['routines'];
  today: Day;
}): { view: ChallengesView; settlements: Settlement[] } {
  const settlements: Settlement[] = [];
  const views = input.records.map((record) => {
    if (record.state !== 'active') return toView(record, finalStatus(record));
    const status = challengeStatus(record, doneDaysOf(record.kind, input.evidence), input.today);
    if (status.state !== 'active' && status.endedOn)
      settlements.push({
        id: record.id,
        kind: record.kind,
        state: status.state,
        endedOn: status.endedOn,
        finalDays: status.doneDays,
      });
    return toView(record, status);
  });
  const active = views
    .filter((c) => c.state === 'active')
    .sort((a, b) => Number(!!b.atRisk) - Number(!!a.atRisk) || a.startDay.localeCompare(b.startDay));
  const finished = views
    .filter((c) => c.state !== 'active')
    .sort((a, b) => (b.endedOn ?? '').localeCompare(a.endedOn ?? '') || b.joinedAt.localeCompare(a.joinedAt));
  const { proposals, needs } = proposeChallenges({
    analysis: input.analysis,
    routines: input.routines,
    running: new Set(active.map((c) => c.kind)),
  });
  return {
    view: { today: input.today, maxActive: MAX_ACTIVE_CHALLENGES, proposals, needs, active, finished },
    settlements,
  };
}

/** The first day whose records a running challenge needs (none running: nothing to read). */
export const evidenceStart = (records: readonly ChallengeRecord[]): Day | undefined =>
  records
    .filter((r) => r.state === 'active')
    .map((r) => r.startDay)
    .sort()[0];
