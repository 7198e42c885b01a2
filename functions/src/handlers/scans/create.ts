import { createScan } from '@pele/shared/routes/scans';
import { createHandler } from '../../middleware/create-handler';
import { createLabelScan } from '../../services/label-scan';

/** Reads a label's ingredient list (text OCR'd in the browser, or pasted), explains and flags it, and saves it. */
export const handler = createHandler(createScan, async ({ body, caller }) =>
  createLabelScan(caller.userId, body),
);
