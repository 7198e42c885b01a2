import type { AdminProduct, Pagination } from '@pele/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import {
  admin,
  createProduct,
  fixture,
  productBody,
  review,
  search,
  stats,
  stockOf,
  unique,
  uploadProductImage,
  useAdmin,
} from './admin-actions';
import { api, apiUrl, registerUser } from './http';

useAdmin();

describe('admin products', () => {
  it('creates a product with an uploaded image that a consumer finds by keyword at once', async () => {
    const consumer = await registerUser('admin-catalog');
    const word = unique();
    const bytes = await fixture('skimage-coffee.png');
    const key = await uploadProductImage(bytes);
    const created = await createProduct({ name: `Creme ${word}`, imageKey: key });
    expect(created.image_url).toMatch(/^\/media\/products\/.+\.webp$/);
    const image = await fetch(`${apiUrl()}${created.image_url}`);
    expect(image.status).toBe(200);
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    expect(await search(consumer, word)).toEqual([created.id]);
  });

  it('refuses an upload that is not an image, naming the field, and creates nothing', async () => {
    const bytes = Buffer.from('isto não é uma imagem, só texto fingindo ser PNG');
    const key = await uploadProductImage(bytes);
    const before = await stats();
    const name = `Falso ${unique()}`;
    const res = await api('POST', '/api/admin/products', {
      token: admin.token,
      body: productBody({ name, imageKey: key }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.imageKey).toBeTruthy();
    expect((await stats()).totalProducts).toBe(before.totalProducts);
    expect(await stockOf(name)).toBeUndefined();
  });

  it('keeps spec 5’s list rules and names each missing required field', async () => {
    const created = await createProduct();
    expect(created.tags).toEqual(['hidratante', 'noite']);
    expect(created.ingredients).toEqual(['Aqua', 'Glycerin']);
    const missing = await api('POST', '/api/admin/products', {
      token: admin.token,
      body: { ...productBody(), name: '  ', price: 'abc', countInStock: 1.5 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      name: 'Nome é obrigatório',
      price: 'O preço deve ser um número maior que 0 e de no máximo 100000.',
      countInStock: 'O estoque deve ser um número inteiro de 0 a 1000000.',
    });
  });

  it('changes only the fields an update sends, keeping a stock of 0', async () => {
    const consumer = await registerUser('admin-edit');
    const created = await createProduct();
    const res = await api<AdminProduct>('PUT', `/api/admin/products/${created.id}`, {
      token: admin.token,
      body: { countInStock: 0, price: 59.9 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      count_in_stock: 0,
      price: 59.9,
      name: created.name,
      description: created.description,
      tags: created.tags,
    });
    const detail = await api<{ price: number }>('GET', `/api/products/${created.id}`, {
      token: consumer.token,
    });
    expect(detail.body.data?.price).toBe(59.9);
    const empty = await api('PUT', `/api/admin/products/${created.id}`, { token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Nada a alterar.');
  });

  it('filters by search, category and tags, ten to a page with the page count', async () => {
    const word = unique();
    const created = await createProduct({
      name: `Tônico ${word}`,
      category: 'toners',
      tags: ['Noturno', 'vegano'],
    });
    const page = await api<{ products: AdminProduct[]; pagination: Pagination }>(
      'GET',
      '/api/admin/products',
      {
        token: admin.token,
      },
    );
    expect(page.body.data?.products).toHaveLength(10);
    expect(page.body.data?.pagination.pages).toBe(Math.ceil((page.body.data?.pagination.total ?? 0) / 10));
    const ids = async (query: string) =>
      (
        await api<{ products: AdminProduct[] }>('GET', `/api/admin/products?${query}`, { token: admin.token })
      ).body.data?.products.map((p) => p.id);
    expect(await ids(`search=${word}`)).toEqual([created.id]);
    expect(await ids(`search=${word}&category=toners&tags=noturno,VEGANO`)).toEqual([created.id]);
    expect(await ids(`search=${word}&category=serums`)).toEqual([]);
    expect(await ids(`search=${word}&tags=inexistente`)).toEqual([]);
  });

  it('deletes a product: consumers stop finding it, the author still reads their review of it', async () => {
    const author = await registerUser('admin-delete');
    const word = unique();
    const created = await createProduct({ name: `Máscara ${word}` });
    await review(author, created.id, 4);
    const before = await stats();
    const res = await api('DELETE', `/api/admin/products/${created.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await stats()).totalProducts).toBe(before.totalProducts - 1);
    expect((await api('GET', `/api/products/${created.id}`, { token: author.token })).status).toBe(404);
    expect(await search(author, word)).toEqual([]);
    const mine = await api<Array<{ product: { name: string } }>>('GET', '/api/reviews/user', {
      token: author.token,
    });
    expect(mine.body.data?.[0]?.product.name).toBe(created.name);
    expect((await api('DELETE', `/api/admin/products/${created.id}`, { token: admin.token })).status).toBe(
      404,
    );
  });
});
