import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

export type AnalysisUploadInput = BodyOf<typeof routes.analysisUpload>;

/** Step 1: a presigned POST for one photo of this type and size, and the key it will have. */
export const requestAnalysisUpload = (body: AnalysisUploadInput, signal?: AbortSignal) =>
  apiRequest(routes.analysisUpload, { body, signal });
