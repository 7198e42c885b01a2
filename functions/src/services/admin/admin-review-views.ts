import type { AdminReview } from '@pele/shared/schemas/admin';
import { REPORT_REASONS } from '@pele/shared/schemas/reviews';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import {
  reviewFeedbackRepository,
  type StoredReport,
} from '../../adapters/dynamo/review-feedback-repository';
import type { ProductRecord } from '../../domain/products/product-record';
import type { ReviewRecord } from '../../domain/reviews/review-record';
import { presentReview } from '../review-view';

/*
 * Apart from admin-views.ts: a review's photos are presigned links, and the product, order and user lists
 * need no S3 client for them.
 */

/**
 * Reviews with their products' names (deleted products included: their reviews stay readable) and, for the
 * reported ones, every report's reason and details.
 */
export const presentAdminReviews = async (records: readonly ReviewRecord[]): Promise<AdminReview[]> => {
  const ids = [...new Set(records.map((r) => r.productId))];
  const products = await Promise.all(ids.map((id) => productsRepository.getIncludingDeleted(id)));
  const byId = new Map(products.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  return Promise.all(
    records.map(async (record) =>
      presentAdminReview(
        record,
        byId.get(record.productId),
        record.reportCount ? await reviewFeedbackRepository.reportsOf(record) : [],
      ),
    ),
  );
};

export const presentAdminReview = async (
  record: ReviewRecord,
  product: Pick<ProductRecord, 'id' | 'name'> | undefined,
  reports: readonly StoredReport[],
): Promise<AdminReview> => ({
  ...(await presentReview(record)),
  moderation: record.moderation,
  product: { id: record.productId, name: product?.name ?? '' },
  author: { id: record.userId, name: record.userName },
  reportCount: record.reportCount ?? 0,
  reports: reports.map((report) => ({ ...report, reasonLabel: REPORT_REASONS[report.reason] })),
});
