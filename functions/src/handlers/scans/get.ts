import { getScan } from '@pele/shared/routes/scans';
import { scanMessages } from '@pele/shared/schemas/scans';
import { scansRepository } from '../../adapters/dynamo/scans-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

/** One saved scan of the caller; another person's id is 404 (the key holds the caller's id). */
export const handler = createHandler(getScan, async ({ params, caller }) => {
  const scan = await scansRepository.get(caller.userId, params.id);
  if (!scan) throw notFound(scanMessages.notFound);
  return scan;
});
