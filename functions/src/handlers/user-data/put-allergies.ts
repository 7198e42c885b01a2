import { putAllergies } from '@pele/shared/routes/user-data';
import { productPrefsRepository } from '../../adapters/dynamo/product-prefs-repository';
import { normalizeIngredientName } from '../../domain/ingredients/normalize';
import { createHandler } from '../../middleware/create-handler';
import { presentAllergies } from '../../services/allergies-view';

/**
 * Replaces the avoid list. Terms that differ only in case or accents are one term (the first spelling
 * is kept). From then on every product containing one of them is flagged wherever it appears.
 */
export const handler = createHandler(putAllergies, async ({ body, caller }) => {
  const seen = new Set<string>();
  const terms = body.allergies.filter((term) => {
    const folded = normalizeIngredientName(term) || term;
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
  const now = new Date().toISOString();
  await productPrefsRepository.putAvoidList(caller.userId, terms, now);
  return presentAllergies(terms, now);
});
