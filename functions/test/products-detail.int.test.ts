import { describe, expect, it } from 'vitest';
import { allOf, allOfFor, catalog, ids, user, useShopper } from './catalog-shopper';
import { api, registerUser } from './http';
import { listProducts, type ProductCard, type ProductPage } from './product-fixtures';

useShopper();

describe('product detail', () => {
  it('shows the product with the caller state, a compatibility without analysis, and 3 alternatives', async () => {
    const product = catalog.find((p) => p.category === 'serums') as ProductCard;
    const res = await api<
      ProductCard & {
        compatibility: { basedOnAnalysis: boolean; alerts: unknown[]; score: number };
        alternatives: ProductCard[];
      }
    >('GET', `/api/products/${product.id}`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    const detail = res.body.data as ProductCard & {
      compatibility: { basedOnAnalysis: boolean; alerts: unknown[]; score: number };
      alternatives: ProductCard[];
    };
    expect(detail).toMatchObject({
      id: product.id,
      name: product.name,
      isSaved: false,
      recommendationScore: null,
    });
    expect(detail.compatibility).toMatchObject({ basedOnAnalysis: false, alerts: [] });
    expect(detail.alternatives).toHaveLength(3);
    for (const alt of detail.alternatives) {
      expect(alt.category).toBe('serums');
      expect(alt.id).not.toBe(product.id);
    }
  });

  it('answers 404 for an unknown product', async () => {
    const res = await api('GET', '/api/products/nao-existe', { token: user.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Produto não encontrado.');
  });
});

describe('the avoid list (allergies)', () => {
  it('keeps the list, reads families and ingredients, and flags products everywhere', async () => {
    const someone = await registerUser('allergic');
    expect((await api('GET', '/api/users/allergies', { token: someone.token })).body.data).toEqual({
      allergies: [],
      terms: [],
      updatedAt: null,
    });
    const put = await api<{ allergies: string[]; terms: Array<{ term: string; matchedAs: string | null }> }>(
      'PUT',
      '/api/users/allergies',
      { token: someone.token, body: { allergies: [' Fragrância ', 'fragrancia', 'Ácido Salicílico'] } },
    );
    expect(put.status).toBe(200);
    expect(put.body.data?.allergies).toEqual(['Fragrância', 'Ácido Salicílico']);
    expect(put.body.data?.terms.map((t) => t.matchedAs)).toEqual(['family', 'ingredient']);
    const read = await api<{ allergies: string[] }>('GET', '/api/users/allergies', { token: someone.token });
    expect(read.body.data?.allergies).toEqual(['Fragrância', 'Ácido Salicílico']);

    // In lists: every product with salicylic acid carries an alert naming it.
    const bha = await listProducts(someone, { keyword: 'salicylic', limit: 50 });
    const flagged = (bha.body.data as ProductPage).data;
    expect(flagged.length).toBeGreaterThan(0);
    for (const p of flagged.filter((c) => c.ingredients.includes('Salicylic Acid'))) {
      expect(p.hasAlert).toBe(true);
      expect(p.alerts.map((a) => a.ingredient)).toContain('Salicylic Acid');
      expect(p.alerts[0]?.reason).toContain('lista de ingredientes a evitar');
    }

    // On the detail: the alert, a capped score, and alternatives without that ingredient.
    const target = catalog.find((p) => p.ingredients.includes('Salicylic Acid')) as ProductCard;
    const detail = await api<{
      compatibility: { alerts: unknown[]; score: number };
      alternatives: ProductCard[];
      hasAlert: boolean;
    }>('GET', `/api/products/${target.id}`, { token: someone.token });
    expect(detail.body.data?.hasAlert).toBe(true);
    expect(detail.body.data?.compatibility.alerts.length).toBeGreaterThan(0);
    expect(detail.body.data?.compatibility.score).toBeLessThanOrEqual(10);
    expect(detail.body.data?.alternatives).toHaveLength(3);
    for (const alt of detail.body.data?.alternatives ?? []) {
      expect(alt.ingredients).not.toContain('Salicylic Acid');
      expect(alt.hasAlert).toBe(false);
    }

    // In favourites, too.
    await api('POST', `/api/products/${target.id}/save`, { token: someone.token });
    const saved = await api<ProductCard[]>('GET', '/api/products/saved', { token: someone.token });
    expect(saved.body.data?.[0]).toMatchObject({ id: target.id, hasAlert: true, isSaved: true });
  });

  it.each([
    [{}, 'allergies', 'Informe a lista de ingredientes a evitar (allergies).'],
    [{ allergies: 'parabenos' }, 'allergies', 'Informe a lista de ingredientes a evitar (allergies).'],
    [{ allergies: ['   '] }, 'allergies.0', 'Cada ingrediente deve ter de 1 a 60 caracteres.'],
    [{ allergies: ['x'.repeat(61)] }, 'allergies.0', 'Cada ingrediente deve ter de 1 a 60 caracteres.'],
    [
      { allergies: Array.from({ length: 51 }, (_, i) => `item ${i}`) },
      'allergies',
      'Informe no máximo 50 ingredientes a evitar.',
    ],
  ])('refuses %j with 400', async (body, field, message) => {
    const res = await api('PUT', '/api/users/allergies', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
  });
});

describe('favourites', () => {
  it('saves and removes idempotently, and shows the saved state everywhere', async () => {
    const fan = await registerUser('fan');
    const [first, second] = catalog.filter((p) => p.category === 'sunscreens');
    for (let i = 0; i < 2; i++) {
      const res = await api('POST', `/api/products/${first?.id}/save`, { token: fan.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ productId: first?.id, isSaved: true });
    }
    await api('POST', `/api/products/${second?.id}/save`, { token: fan.token });
    const saved = await api<ProductCard[]>('GET', '/api/products/saved', { token: fan.token });
    expect(ids(saved.body.data ?? []).sort()).toEqual([first?.id, second?.id].sort());
    expect(saved.body.data?.every((p) => p.isSaved)).toBe(true);

    const detail = await api<ProductCard>('GET', `/api/products/${first?.id}`, { token: fan.token });
    expect(detail.body.data?.isSaved).toBe(true);
    const listed = await allOfFor(fan, { category: 'sunscreens' });
    expect(
      listed
        .filter((p) => p.isSaved)
        .map((p) => p.id)
        .sort(),
    ).toEqual([first?.id, second?.id].sort());
    // Another user's list is not affected.
    expect((await allOf({ category: 'sunscreens' })).some((p) => p.isSaved)).toBe(false);

    for (let i = 0; i < 2; i++) {
      const res = await api('DELETE', `/api/products/${first?.id}/save`, { token: fan.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ productId: first?.id, isSaved: false });
    }
    const after = await api<ProductCard[]>('GET', '/api/products/saved', { token: fan.token });
    expect(ids(after.body.data ?? [])).toEqual([second?.id]);
  });

  it('answers 404 when saving a product that does not exist', async () => {
    const res = await api('POST', '/api/products/nao-existe/save', { token: user.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Produto não encontrado.');
  });
});
