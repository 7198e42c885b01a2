import { analysisDelete } from '@pele/shared/routes/skin-analysis';
import { createHandler } from '../../middleware/create-handler';
import { deleteAnalysis } from '../../services/analysis/delete';

/** Removes the record and the photo; the derived numbers go with the record. */
export const handler = createHandler(analysisDelete, ({ params, caller }) =>
  deleteAnalysis(caller.userId, params.id),
);
