import { analysisDelete } from '@pele/shared/routes/skin-analysis';
import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { privateImages } from '../../adapters/storage/private-images';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

/** Removes the record and the photo; the derived numbers go with the record. */
export const handler = createHandler(analysisDelete, async ({ params, caller }) => {
  const removed = await analysesRepository.remove(caller.userId, params.id);
  if (!removed) throw notFound(analysisMessages.notFound);
  await Promise.all(
    [removed.imageKey, removed.uploadKey]
      .filter((key): key is string => Boolean(key))
      .map((key) => privateImages.remove(caller.userId, key)),
  );
  return { deleted: true as const };
});
