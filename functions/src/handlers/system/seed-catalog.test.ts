import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const seedCatalog = vi.fn();
const catalogVersion = vi.fn();
const seedPlans = vi.fn();
vi.mock('../../seed/seed-catalog', () => ({ seedCatalog }));
vi.mock('../../seed/seed-plans', () => ({ seedPlans }));
vi.mock('../../adapters/dynamo/products-repository', () => ({ productsRepository: { catalogVersion } }));

// The logger reads its level when first imported.
process.env.LOG_LEVEL = 'SILENT';
const { handler } = await import('./seed-catalog');
const { CATALOG } = await import('../../seed/catalog/catalog');

const event = (RequestType: 'Create' | 'Update' | 'Delete') =>
  ({
    RequestType,
    ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:provider',
    ResponseURL: 'https://example.invalid/response',
    StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/PeleSeed/1',
    RequestId: 'request-1',
    LogicalResourceId: 'Catalog',
    ResourceType: 'Custom::PeleCatalog',
    ResourceProperties: { ServiceToken: 'token', CatalogSeedHash: 'abc' },
    ...(RequestType === 'Create'
      ? {}
      : { PhysicalResourceId: 'pele-catalog', OldResourceProperties: { ServiceToken: 'token' } }),
  }) as CloudFormationCustomResourceEvent;

beforeEach(() => {
  seedCatalog.mockReset().mockResolvedValue({ skipped: false, created: 4 });
  catalogVersion.mockReset().mockResolvedValue({ version: 2, seedHash: 'abc' });
  seedPlans.mockReset().mockResolvedValue({ created: 2 });
});

describe('catalog seeding custom resource', () => {
  it.each(['Create', 'Update'] as const)(
    'seeds the catalog on %s and reports the stored version',
    async (type) => {
      await expect(handler(event(type))).resolves.toEqual({
        PhysicalResourceId: 'pele-catalog',
        Data: {
          CatalogVersion: '2',
          ProductCount: String(CATALOG.length),
          CreatedProducts: '4',
          Skipped: 'false',
        },
      });
      expect(seedCatalog).toHaveBeenCalledOnce();
      expect(seedPlans).toHaveBeenCalledOnce();
    },
  );

  it('leaves the retained table and bucket alone on Delete', async () => {
    await expect(handler(event('Delete'))).resolves.toEqual({ PhysicalResourceId: 'pele-catalog' });
    expect(seedCatalog).not.toHaveBeenCalled();
    expect(catalogVersion).not.toHaveBeenCalled();
    expect(seedPlans).not.toHaveBeenCalled();
  });

  it('fails the deployment step when seeding fails, so CloudFormation reports it', async () => {
    seedCatalog.mockRejectedValue(new Error('AccessDenied'));
    await expect(handler(event('Create'))).rejects.toThrow('AccessDenied');
  });
});
