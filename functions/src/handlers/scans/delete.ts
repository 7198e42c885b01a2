import { deleteScan } from '@pele/shared/routes/scans';
import { scanMessages } from '@pele/shared/schemas/scans';
import { scansRepository } from '../../adapters/dynamo/scans-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

/** Deletes one saved scan of the caller (and takes it off the dashboard's total). */
export const handler = createHandler(deleteScan, async ({ params, caller }) => {
  if (!(await scansRepository.remove(caller.userId, params.id))) throw notFound(scanMessages.notFound);
  return { id: params.id };
});
