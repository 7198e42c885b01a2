import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { logger } from '../../lib/logger';
import { CATALOG } from '../../seed/catalog/catalog';
import { type CatalogResourceResponse, catalogResourceResponse } from '../../seed/catalog-resource';
import { seedCatalog } from '../../seed/seed-catalog';
import { seedPlans } from '../../seed/seed-plans';

/**
 * Custom resource of the PeleSeed stack: seeds the sample catalog and the Premium plans on Create and Update (idempotent, a
 * current catalog costs one GetItem). Delete does nothing: the table and the media bucket are retained, and
 * products may have been edited or reviewed since. The first admin is made by an operator (infra/README.md).
 */
export const handler = async (event: CloudFormationCustomResourceEvent): Promise<CatalogResourceResponse> => {
  if (event.RequestType === 'Delete') return catalogResourceResponse();
  const { skipped, created } = await seedCatalog();
  const plans = await seedPlans();
  const { version } = await productsRepository.catalogVersion();
  const outcome = { version, productCount: CATALOG.length, created, skipped };
  logger.info('catalog seeded', { requestType: event.RequestType, ...outcome, plansCreated: plans.created });
  return catalogResourceResponse(outcome);
};
