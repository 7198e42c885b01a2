import { STORAGE_KEYS } from '@pele/shared/constants';
import { expect, type Page } from '@playwright/test';

/** A product of the seeded catalog, asked of the API with the page's own session (the routes need a user). */
export const catalogProduct = async (page: Page) => {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.token);
  const response = await page.request.get('/api/products?page=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { data: Array<{ id: string; name: string }> } };
  const [product] = body.data.data;
  if (!product) throw new Error('the seeded catalog is empty');
  return product;
};
