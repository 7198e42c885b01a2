import { describe, expect, it } from 'vitest';
import { catalog, useShopper } from './catalog-shopper';
import { api, registerUser } from './http';
import { completeAnalysis, oilyAcneProne } from './product-fixtures';

useShopper();

describe('profile stats', () => {
  it('counts analyses, reviews and favourites, with the latest analysis and no orders yet', async () => {
    const someone = await registerUser('stats');
    const empty = await api('GET', '/api/users/profile/stats', { token: someone.token });
    expect(empty.body.data).toEqual({
      analysisCount: 0,
      latestAnalysis: null,
      orderCount: 0,
      reviewCount: 0,
      savedProductCount: 0,
    });
    const analysisId = await completeAnalysis(someone.id, oilyAcneProne);
    const [a, b] = catalog;
    await api('POST', `/api/products/${a?.id}/save`, { token: someone.token });
    await api('POST', `/api/products/${b?.id}/save`, { token: someone.token });
    await api('POST', '/api/reviews', {
      token: someone.token,
      body: { productId: a?.id, rating: 4, title: 'Bom', content: 'Gostei bastante.' },
    });
    const stats = await api<{ latestAnalysis: { id: string; skinType: string } }>(
      'GET',
      '/api/users/profile/stats',
      {
        token: someone.token,
      },
    );
    expect(stats.body.data).toMatchObject({
      analysisCount: 1,
      orderCount: 0,
      reviewCount: 1,
      savedProductCount: 2,
    });
    expect(stats.body.data?.latestAnalysis).toMatchObject({ id: analysisId, skinType: 'Oleosa' });
  });
});
