import { userDay } from '@pele/shared/routine-days';
import type { ChallengeKind } from '@pele/shared/schemas/challenges';
import { analysesRepository } from '../adapters/dynamo/analyses-repository';
import { challengesRepository } from '../adapters/dynamo/challenges-repository';
import { checkInsRepository } from '../adapters/dynamo/check-ins-repository';
import { completionsRepository } from '../adapters/dynamo/completions-repository';
import { routinesRepository } from '../adapters/dynamo/routines-repository';
import { challengeBoard, evidenceStart } from '../domain/challenges/board';
import { CHALLENGES } from '../domain/challenges/catalog';
import { timeZoneOf } from './routine-views';

/**
 * The caller's challenges as of `now`: reads the challenges, routines and latest analysis, then the completions
 * and check-ins of the running challenges' days (only what their kinds need), lets the domain derive progress,
 * and settles the challenges it found over (state final, badge, counters) before answering.
 */
export async function loadChallengeBoard(sub: string, account: object | undefined, now: Date) {
  const today = userDay(now, timeZoneOf(account));
  const [records, routines, latest] = await Promise.all([
    challengesRepository.list(sub),
    routinesRepository.listAll(sub),
    analysesRepository.latestCompleteNumbers(sub),
  ]);
  const from = evidenceStart(records);
  const running = new Set<ChallengeKind>(records.filter((r) => r.state === 'active').map((r) => r.kind));
  const fromCheckIns = [...running].filter((kind) => CHALLENGES[kind].source === 'check_in');
  const [completions, checkIns] = from
    ? await Promise.all([
        fromCheckIns.length < running.size ? completionsRepository.between(sub, from, today) : [],
        fromCheckIns.length > 0 ? checkInsRepository.between(sub, from, today) : [],
      ])
    : [[], []];
  const board = challengeBoard({
    records,
    evidence: { routines, completions, checkInDays: checkIns.map((c) => c.day) },
    analysis: latest?.result,
    routines,
    today,
  });
  for (const settlement of board.settlements) await challengesRepository.settle(sub, settlement, now);
  return { today, view: board.view };
}
