import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { privateImages } from '../../adapters/storage/private-images';
import { notFound } from '../../domain/errors';

/** Removes the record and the photo; the derived numbers go with the record. */
export const deleteAnalysis = async (userId: string, id: string) => {
  const removed = await analysesRepository.remove(userId, id);
  if (!removed) throw notFound(analysisMessages.notFound);
  await Promise.all(
    [removed.imageKey, removed.uploadKey]
      .filter((key): key is string => Boolean(key))
      .map((key) => privateImages.remove(userId, key)),
  );
  return { deleted: true as const };
};
