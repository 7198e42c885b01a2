import type { Day } from '@pele/shared/routine-days';
import type { ChallengeKind, ChallengeProposal, ChallengeState } from '@pele/shared/schemas/challenges';
import { MAX_ACTIVE_CHALLENGES } from '@pele/shared/schemas/challenges';

/** A joined challenge as the table keeps it: the proposal's terms as they were when joined, and its state. */
export interface ChallengeRecord extends ChallengeProposal {
  id: string;
  startDay: Day;
  joinedAt: string;
  /** 'active' until a read finds it completed or missed; then final, with the days done then. */
  state: ChallengeState;
  endedOn: Day | null;
  finalDays: Day[] | null;
}

export type JoinRefusal = 'not_proposed' | 'already_active' | 'too_many';

/**
 * Whether the caller may join `kind` now: it must be among the proposals made for them (an analysis and a
 * routine that fit it), not running already, and fewer than MAX_ACTIVE_CHALLENGES may run at a time.
 */
export function joinRefusal(input: {
  kind: ChallengeKind;
  proposals: readonly ChallengeProposal[];
  running: readonly ChallengeKind[];
  maxActive?: number;
}): JoinRefusal | null {
  if (input.running.includes(input.kind)) return 'already_active';
  if (input.running.length >= (input.maxActive ?? MAX_ACTIVE_CHALLENGES)) return 'too_many';
  if (!input.proposals.some((p) => p.kind === input.kind)) return 'not_proposed';
  return null;
}

/** The record of a challenge joined now: it starts on the user's today, which counts if already done. */
export const newChallengeRecord = (
  proposal: ChallengeProposal,
  input: { id: string; today: Day; now: Date },
): ChallengeRecord => ({
  ...proposal,
  id: input.id,
  startDay: input.today,
  joinedAt: input.now.toISOString(),
  state: 'active',
  endedOn: null,
  finalDays: null,
});
