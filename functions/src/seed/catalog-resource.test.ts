import { describe, expect, it } from 'vitest';
import { CATALOG_RESOURCE_ID, catalogResourceResponse } from './catalog-resource';

describe('catalogResourceResponse', () => {
  it('reports the stored version and the product count as string attributes under the stable id', () => {
    expect(catalogResourceResponse({ version: 3, productCount: 125, created: 0, skipped: true })).toEqual({
      PhysicalResourceId: CATALOG_RESOURCE_ID,
      Data: { CatalogVersion: '3', ProductCount: '125', CreatedProducts: '0', Skipped: 'true' },
    });
  });

  it('answers a deletion with the same id and no data', () => {
    expect(catalogResourceResponse()).toEqual({ PhysicalResourceId: 'pele-catalog' });
  });
});
