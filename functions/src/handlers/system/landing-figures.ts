import { landingFigures } from '@pele/shared/routes/system';
import { createHandler } from '../../middleware/create-handler';
import { readFigures } from '../../services/landing-figures';

/** What the landing page may claim: the dashboard's running totals and the trial length staff set. */
export const handler = createHandler(landingFigures, () => readFigures());
