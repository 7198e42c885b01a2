import { listScans } from '@pele/shared/routes/scans';
import { scansRepository } from '../../adapters/dynamo/scans-repository';
import { createHandler } from '../../middleware/create-handler';

/** The caller's saved scans, newest first (one Query on their partition). */
export const handler = createHandler(listScans, async ({ caller }) => ({
  scans: await scansRepository.list(caller.userId),
}));
