import { analysesRepository } from '../adapters/dynamo/analyses-repository';
import { objectsRepository } from '../adapters/dynamo/objects-repository';
import { privateImages } from '../adapters/storage/private-images';
import type { PhotoRemoval } from '../domain/analysis/photo-retention';
import { logger } from '../lib/logger';

/**
 * Face photos leave in two ways while the numbers derived from them stay: all of a user's at once when the
 * consent is revoked, and each one at its retention deadline (the hourly job).
 */
export const facePhotos = {
  /**
   * Deletes every face photo of `sub`: the kept ones, raw uploads not analysed yet, and photos of analyses
   * kept before objects had owner items. Each analysis then says why its photo is gone. A failure half-way
   * is mended by calling again: the analyses still point at their photos until the objects are gone.
   */
  async removeAll(sub: string, reason: PhotoRemoval, now: Date): Promise<number> {
    const analyses = await analysesRepository.withPhotos(sub);
    const tracked = new Set<string>();
    for await (const page of objectsRepository.keysOf(sub, 'analysis'))
      for (const key of page) tracked.add(key);
    const removed = await privateImages.removeEveryOne(sub, 'analysis');
    let legacy = 0;
    for (const analysis of analyses) {
      if (!tracked.has(analysis.imageKey)) {
        await privateImages.remove(sub, analysis.imageKey);
        legacy++;
      }
      await analysesRepository.dropPhoto(sub, analysis.id, analysis.imageKey, reason, now.toISOString());
    }
    return removed + legacy;
  },

  /**
   * Deletes the photos whose retention deadline is before `now`. The analysis forgets its photo first, then
   * the object and its owner item (the index entry) go: if a step fails, the entry stays for the next run.
   */
  async removeExpired(now: Date): Promise<number> {
    let deleted = 0;
    for await (const page of objectsRepository.dueForDeletion(now)) {
      for (const photo of page) {
        await analysesRepository.dropPhoto(
          photo.sub,
          photo.ref,
          photo.objectKey,
          'retention',
          now.toISOString(),
        );
        await privateImages.remove(photo.sub, photo.objectKey);
        deleted++;
      }
    }
    if (deleted > 0) logger.info('face photos past retention deleted', { deleted });
    return deleted;
  },
};
