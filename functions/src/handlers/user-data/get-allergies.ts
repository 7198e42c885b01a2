import { getAllergies } from '@pele/shared/routes/user-data';
import { productPrefsRepository } from '../../adapters/dynamo/product-prefs-repository';
import { createHandler } from '../../middleware/create-handler';
import { presentAllergies } from '../../services/allergies-view';

export const handler = createHandler(getAllergies, async ({ caller }) => {
  const { terms, updatedAt } = await productPrefsRepository.avoidList(caller.userId);
  return presentAllergies(terms, updatedAt);
});
