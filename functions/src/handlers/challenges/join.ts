import { joinChallenge } from '@pele/shared/routes/challenges';
import { challengeMessages } from '@pele/shared/schemas/challenges';
import { ulid } from 'ulid';
import { challengesRepository } from '../../adapters/dynamo/challenges-repository';
import { joinRefusal, newChallengeRecord } from '../../domain/challenges/join';
import { conflict } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { loadChallengeBoard } from '../../services/challenges';

const refusalMessages = {
  not_proposed: challengeMessages.notProposed,
  already_active: challengeMessages.alreadyActive,
  too_many: challengeMessages.tooMany,
} as const;

/**
 * Joins one of the challenges proposed to the caller now. The proposal is made again on the server (a kind the
 * analysis and routine do not support is refused), and the limits (one per kind, MAX_ACTIVE_CHALLENGES running)
 * are checked here and held by the write's condition against parallel joins.
 */
export const handler = createHandler(joinChallenge, async ({ body, caller, account }) => {
  const now = new Date();
  const { today, view } = await loadChallengeBoard(caller.userId, account, now);
  const refusal = joinRefusal({
    kind: body.kind,
    proposals: view.proposals,
    running: view.active.map((c) => c.kind),
  });
  if (refusal) throw conflict(refusalMessages[refusal]);
  const proposal = view.proposals.find((p) => p.kind === body.kind);
  if (!proposal) throw conflict(challengeMessages.notProposed);
  const record = newChallengeRecord(proposal, { id: ulid(), today, now });
  const joined = await challengesRepository.join(caller.userId, record, now);
  if (joined === 'refused') throw conflict(challengeMessages.tooMany);
  // Read again: a day already done today counts from the start.
  const after = await loadChallengeBoard(caller.userId, account, now);
  const challenge = [...after.view.active, ...after.view.finished].find((c) => c.id === record.id);
  if (!challenge) throw conflict(challengeMessages.joinFailed);
  return { challenge };
});
