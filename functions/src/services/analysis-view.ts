import { privateImageLinks } from '../adapters/storage/private-image-links';
import { type AnalysisRecord, toAnalysisView } from '../domain/analysis/analysis-record';
import { photoStatusOf } from '../domain/analysis/photo-retention';

/** The owner's view of an analysis, with the photo as a presigned link of a few minutes while it is kept. */
export const presentAnalysis = async (record: AnalysisRecord, now: Date = new Date()) =>
  toAnalysisView(
    record,
    record.imageKey && photoStatusOf(record, now) === 'available'
      ? await privateImageLinks.readLink(record.imageKey)
      : null,
    now,
  );
