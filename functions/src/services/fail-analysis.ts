import { analysesRepository } from '../adapters/dynamo/analyses-repository';
import { privateImages } from '../adapters/storage/private-images';

/** What an analysis needs to be ended: its owner, its id and the raw upload it was sent as. */
export interface ProcessingAnalysis {
  userId: string;
  id: string;
  uploadKey: string;
}

/**
 * Ends an analysis as failed with the pt-BR reason the person reads, and deletes its raw upload: a face photo
 * is not kept for an analysis that has no result. The write is conditional on `processing`, so a retried or
 * repeated call changes nothing the second time, and only the call that ended the analysis deletes the upload
 * (whoever finished it first decided what became of it). Says whether this call ended it.
 */
export const failAnalysis = async (
  analysis: ProcessingAnalysis,
  failureReason: string,
  failureCode: string,
): Promise<boolean> => {
  const ended = await analysesRepository.finish(analysis.userId, analysis.id, {
    status: 'failed',
    completedAt: new Date().toISOString(),
    result: null,
    failureReason,
    failureCode,
    imageKey: null,
  });
  if (ended) await privateImages.remove(analysis.userId, analysis.uploadKey);
  return ended;
};
