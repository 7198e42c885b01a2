import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

/** Step 3: the server checks the uploaded photo and starts the analyzer; answers 202 `processing`. */
export const createAnalysis = (imageKey: string, signal?: AbortSignal) =>
  apiRequest(routes.analysisCreate, { body: { imageKey }, signal });
