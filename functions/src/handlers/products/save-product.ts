import { saveProduct } from '@pele/shared/routes/products';
import { createHandler } from '../../middleware/create-handler';
import { saveToFavourites } from '../../services/shopper';

/** Idempotent: saving a saved product answers the same and keeps the first save. */
export const handler = createHandler(saveProduct, ({ params, caller }) =>
  saveToFavourites(caller.userId, params.id),
);
