import { privateImages } from '../adapters/storage/private-images';
import { type AnalysisRecord, toAnalysisView } from '../domain/analysis/analysis-record';

/** The owner's view of an analysis, with the photo as a presigned link of a few minutes. */
export const presentAnalysis = async (record: AnalysisRecord) =>
  toAnalysisView(record, record.imageKey ? await privateImages.readLink(record.imageKey) : null);
