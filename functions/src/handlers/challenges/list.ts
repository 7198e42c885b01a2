import { listChallenges } from '@pele/shared/routes/challenges';
import { createHandler } from '../../middleware/create-handler';
import { loadChallengeBoard } from '../../services/challenges';

/** Home's card and the challenges screen: proposals, running challenges with their progress, finished ones. */
export const handler = createHandler(listChallenges, async ({ caller, account }) => {
  const { view } = await loadChallengeBoard(caller.userId, account, new Date());
  return view;
});
