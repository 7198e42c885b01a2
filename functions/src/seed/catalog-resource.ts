/**
 * The deploy-time catalog seeding as a CloudFormation custom resource (answered through CDK's Provider
 * framework, which sends the response to CloudFormation). The physical id never changes, so an Update never
 * replaces the resource and CloudFormation never sends the Delete that a replacement would.
 */
export const CATALOG_RESOURCE_ID = 'pele-catalog';

export interface CatalogSeedOutcome {
  /** The stored catalog version after seeding (search indexes reload when it moves). */
  version: number;
  productCount: number;
  created: number;
  skipped: boolean;
}

/** What the Provider framework expects back from the onEvent handler. */
export interface CatalogResourceResponse {
  PhysicalResourceId: string;
  /** Readable with Fn::GetAtt; CloudFormation hands attributes on as strings. */
  Data?: Record<string, string>;
}

export const catalogResourceResponse = (outcome?: CatalogSeedOutcome): CatalogResourceResponse =>
  outcome
    ? {
        PhysicalResourceId: CATALOG_RESOURCE_ID,
        Data: {
          CatalogVersion: String(outcome.version),
          ProductCount: String(outcome.productCount),
          CreatedProducts: String(outcome.created),
          Skipped: String(outcome.skipped),
        },
      }
    : { PhysicalResourceId: CATALOG_RESOURCE_ID };
