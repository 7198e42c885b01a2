import { ANALYSIS_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import { ANALYSED_LONG_SIDE_PX } from '@pele/shared/photo-quality';
import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { createOfflineAnalyzer } from '../../adapters/analyzer/offline-analyzer';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { reencodeImage } from '../../adapters/images/image-processing';
import type { AnalyzerEvent } from '../../adapters/lambda/analyzer-invoker';

export type { AnalyzerEvent };

import { privateImages } from '../../adapters/storage/private-images';
import { config } from '../../config';
import { photoDeleteAfter } from '../../domain/analysis/photo-retention';
import { hasCurrentConsent } from '../../domain/users/photo-consent';
import { logger } from '../../lib/logger';
import { failAnalysis } from '../fail-analysis';

/** In the Lambda bundle the models and WASM files sit beside the code; elsewhere the npm packages have them. */
const analyzer = createOfflineAnalyzer({
  ...(config.modelBasePath ? { modelBasePath: config.modelBasePath } : {}),
  ...(config.wasmPath ? { wasmPath: config.wasmPath } : {}),
});

/** The consent may have been given or revoked a moment ago: the analyzer reads it strongly consistent. */
const CONSISTENT = { consistent: true };

/**
 * The async analyzer: re-encodes the upload (orientation applied, EXIF/GPS gone, long side capped), keeps
 * only that copy, runs the engine and records `complete` or `failed` with a pt-BR reason. An unexpected
 * error is rethrown so Lambda retries once and then sends the event to the dead-letter queue.
 */
export const runAnalysis = async (event: AnalyzerEvent): Promise<void> => {
  const record = await analysesRepository.get(event.userId, event.analysisId);
  if (record?.status !== 'processing') {
    logger.info('analysis already finished or gone', { analysisId: event.analysisId });
    return;
  }
  // The routes checked the consent; it may have been revoked since (revoking also deletes the raw upload).
  if (!hasCurrentConsent((await usersRepository.getProfile(record.userId, CONSISTENT))?.photoConsent)) {
    await failAnalysis(record, server.consentRequired, 'CONSENT_REQUIRED');
    return;
  }
  const raw = await privateImages.readUpload(
    record.userId,
    'analysis',
    record.uploadKey,
    ANALYSIS_IMAGE_MAX_BYTES,
  );
  const image = await reencodeImage(raw, {
    maxSide: ANALYSED_LONG_SIDE_PX,
    format: 'jpeg',
    quality: 92,
  }).catch(() => undefined);
  if (!image) {
    await failAnalysis(record, analysisMessages.quality.UNREADABLE_IMAGE, 'UNREADABLE_IMAGE');
    return;
  }
  // The retention rule's deadline goes with the photo's owner item, written before the photo itself.
  const deleteAfter = photoDeleteAfter(new Date());
  const imageKey = await privateImages.store(
    record.userId,
    'analysis',
    image.bytes,
    image.contentType,
    image.extension,
    { deleteAfter, ref: record.id },
  );
  await privateImages.remove(record.userId, record.uploadKey);

  const started = Date.now();
  const outcome = await analyzer.analyze(image.bytes);
  logger.info('analysis finished', {
    analysisId: record.id,
    status: outcome.status,
    ms: Date.now() - started,
  });

  const finished = await analysesRepository.finish(record.userId, record.id, {
    status: outcome.status,
    completedAt: new Date().toISOString(),
    result: outcome.status === 'complete' ? outcome.result : null,
    failureReason: outcome.status === 'failed' ? outcome.reason : null,
    failureCode: outcome.status === 'failed' ? outcome.code : null,
    imageKey,
    photoDeleteAfter: deleteAfter,
  });
  if (!finished) return;
  const profile = await usersRepository.getProfile(record.userId, CONSISTENT);
  // Consent revoked while this photo was being analysed: revoking may have run before the photo was kept.
  if (!hasCurrentConsent(profile?.photoConsent)) {
    await analysesRepository.dropPhoto(
      record.userId,
      record.id,
      imageKey,
      'consent_revoked',
      new Date().toISOString(),
    );
    await privateImages.remove(record.userId, imageKey);
  }
  if (outcome.status === 'complete' && profile && !profile.skinAnalyzed)
    await usersRepository.updateProfile(record.userId, { skinAnalyzed: true });
};
