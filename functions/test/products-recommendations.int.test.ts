import { describe, expect, it } from 'vitest';
import { catalog, ids, page, user, useShopper } from './catalog-shopper';
import { api, registerUser } from './http';
import {
  completeAnalysis,
  fold,
  listProducts,
  oilyAcneProne,
  type ProductCard,
  type ProductPage,
} from './product-fixtures';

useShopper();

describe('recommendations', () => {
  it('answers clearly when the user has no analysis yet', async () => {
    const newcomer = await registerUser('newcomer');
    const res = await api('GET', '/api/products/recommended', { token: newcomer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      hasAnalysis: false,
      message: 'Faça sua análise de pele para receber recomendações personalizadas.',
      analysisId: null,
      analyzedAt: null,
      skinType: null,
      data: [],
    });
  });

  it('ranks for the measured skin with a score and a reason naming the measured concern', async () => {
    const oily = await registerUser('oily');
    const analysisId = await completeAnalysis(oily.id, oilyAcneProne);
    const res = await api<{
      hasAnalysis: boolean;
      analysisId: string;
      skinType: string;
      data: ProductCard[];
    }>('GET', '/api/products/recommended', { token: oily.token });
    expect(res.status).toBe(200);
    const body = res.body.data as {
      hasAnalysis: boolean;
      analysisId: string;
      skinType: string;
      data: ProductCard[];
    };
    expect(body).toMatchObject({ hasAnalysis: true, analysisId, skinType: 'Oleosa' });
    expect(body.data).toHaveLength(10);
    expect(new Set(body.data.map((p) => p.category)).size).toBeGreaterThan(2);
    const top = body.data[0] as ProductCard;
    expect(top.recommendationScore).toBeGreaterThan(60);
    expect(top.recommendationReason).toMatch(
      /Oleosidade \(72%\)|Tendência a Acne \(64%\)|Poros Dilatados \(55%\)/,
    );
    for (const p of body.data) {
      expect(typeof p.recommendationScore).toBe('number');
      expect(p.recommendationReason).toBeTruthy();
      expect(p.skinTypes.some((s) => ['oleosa', 'mista'].includes(fold(s)))).toBe(true);
    }
    // A BHA cleanser ranks above a rich cream for this skin.
    const cleansers = await api<{ data: ProductCard[] }>(
      'GET',
      '/api/products/recommended?category=cleansers&limit=50',
      {
        token: oily.token,
      },
    );
    const moisturizers = await api<{ data: ProductCard[] }>(
      'GET',
      '/api/products/recommended?category=moisturizers&limit=50',
      { token: oily.token },
    );
    const bestBha = cleansers.body.data?.data.find((p) => p.ingredients.includes('Salicylic Acid'));
    const richCream = moisturizers.body.data?.data.find((p) =>
      p.ingredients.includes('Butyrospermum Parkii Butter'),
    );
    expect(bestBha && richCream).toBeTruthy();
    expect(bestBha?.recommendationScore ?? 0).toBeGreaterThan(richCream?.recommendationScore ?? 100);

    const two = await api<{ data: ProductCard[] }>('GET', '/api/products/recommended?limit=2', {
      token: oily.token,
    });
    expect(ids(two.body.data?.data ?? [])).toEqual(ids(body.data.slice(0, 2)));

    // The detail now judges against the analysis.
    const detail = await api<{
      compatibility: { basedOnAnalysis: boolean; skinType: string };
      recommendationScore: number;
    }>('GET', `/api/products/${top.id}`, { token: oily.token });
    expect(detail.body.data?.compatibility).toMatchObject({ basedOnAnalysis: true, skinType: 'Oleosa' });
    expect(detail.body.data?.recommendationScore).toBe(top.recommendationScore);

    // Avoiding the top product's first active pushes it below every product without an alert.
    await api('PUT', '/api/users/allergies', { token: oily.token, body: { allergies: ['Salicylic Acid'] } });
    const again = await api<{ data: ProductCard[] }>('GET', '/api/products/recommended?limit=50', {
      token: oily.token,
    });
    const list = again.body.data?.data ?? [];
    const firstFlagged = list.findIndex((p) => p.hasAlert);
    if (firstFlagged >= 0) expect(list.slice(firstFlagged).every((p) => p.hasAlert)).toBe(true);
    expect(list.slice(0, 10).some((p) => p.ingredients.includes('Salicylic Acid'))).toBe(false);
  });

  it('shows one match per product everywhere: recommended, Produtos ranked by it, saved and detail', async () => {
    const person = await registerUser('one-match');
    await completeAnalysis(person.id, oilyAcneProne);
    const recommended = await api<{ data: ProductCard[] }>('GET', '/api/products/recommended?limit=50', {
      token: person.token,
    });
    const top = recommended.body.data?.data ?? [];
    const scores = top.map((p) => p.recommendationScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThan(1);

    const ranked: ProductCard[] = [];
    for (let n = 1; ; n++) {
      const res = await listProducts(person, { sort: 'match', page: n, limit: 50 });
      const body = res.body.data as ProductPage;
      ranked.push(...body.data);
      if (n >= body.pages) break;
    }
    expect(ranked).toHaveLength(catalog.length);
    const all = ranked.map((p) => p.recommendationScore as number);
    expect(all.every((s) => typeof s === 'number')).toBe(true);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const matchOf = new Map(ranked.map((p) => [p.id, p.recommendationScore]));
    for (const p of top) expect(matchOf.get(p.id)).toBe(p.recommendationScore);

    const chosen = top[0] as ProductCard;
    await api('POST', `/api/products/${chosen.id}/save`, { token: person.token });
    const saved = await api<ProductCard[]>('GET', '/api/products/saved', { token: person.token });
    expect(saved.body.data?.[0]?.recommendationScore).toBe(chosen.recommendationScore);
    const detail = await api<{ recommendationScore: number; compatibility: { score: number } }>(
      'GET',
      `/api/products/${chosen.id}`,
      { token: person.token },
    );
    expect(detail.body.data?.recommendationScore).toBe(chosen.recommendationScore);
    expect(detail.body.data?.compatibility.score).toBe(chosen.recommendationScore);
    const cart = await api<{ items: Array<{ productId: string; match: number | null }> }>(
      'PUT',
      `/api/cart/items/${chosen.id}`,
      { token: person.token, body: { quantity: 1 } },
    );
    expect(cart.body.data?.items).toEqual([
      expect.objectContaining({ productId: chosen.id, match: chosen.recommendationScore }),
    ]);
  });

  it('keeps plain lists without a match, and sort=match in relevance order, before any analysis', async () => {
    const fresh = await registerUser('no-match');
    const res = await listProducts(fresh, { sort: 'match' });
    const body = res.body.data as ProductPage;
    expect(body.data.every((p) => p.recommendationScore === null)).toBe(true);
    expect(ids(body.data)).toEqual(ids((await page({})).data));
    const first = body.data[0] as ProductCard;
    const cart = await api<{ items: Array<{ match: number | null }> }>('PUT', `/api/cart/items/${first.id}`, {
      token: fresh.token,
      body: { quantity: 1 },
    });
    expect(cart.body.data?.items[0]?.match).toBeNull();
  });

  it.each([['0'], ['51'], ['x']])('refuses limit=%s with 400', async (limit) => {
    const res = await api('GET', `/api/products/recommended?limit=${limit}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.fields?.limit).toBe('O limite deve ser um número inteiro de 1 a 50.');
  });
});
