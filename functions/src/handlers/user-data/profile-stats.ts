import { profileStats } from '@pele/shared/routes/user-data';
import { createHandler } from '../../middleware/create-handler';
import { profileStatsOf } from '../../services/profile-stats';

/** Profile counts (spec 3), each one COUNT query in the caller's partition. */
export const handler = createHandler(profileStats, ({ caller }) => profileStatsOf(caller.userId));
