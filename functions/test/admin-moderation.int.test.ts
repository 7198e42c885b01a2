import type { AdminReview } from '@pele/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { admin, createProduct, moderate, review, summary, useAdmin } from './admin-actions';
import { api, registerUser } from './http';

useAdmin();

describe('review moderation', () => {
  it('takes a rejected review out of the average and count, and approving it brings it back', async () => {
    const [fan, critic] = await Promise.all([registerUser('mod-fan'), registerUser('mod-critic')]);
    const product = await createProduct();
    await review(fan, product.id, 5);
    const criticReview = await review(critic, product.id, 1);
    expect(await summary(fan, product.id)).toMatchObject({ average: 3, count: 2 });

    const rejected = await moderate(criticReview, false);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ moderation: 'rejected', approved: false });
    const hidden = await summary(fan, product.id);
    expect(hidden).toMatchObject({ average: 5, count: 1 });
    expect(hidden.data.map((r) => r.id)).not.toContain(criticReview);
    const mine = await api<Array<{ id: string; moderation: string }>>('GET', '/api/reviews/user', {
      token: critic.token,
    });
    expect(mine.body.data?.find((r) => r.id === criticReview)?.moderation).toBe('rejected');
    const listed = await api<{ reviews: AdminReview[] }>(
      'GET',
      '/api/admin/reviews?status=rejected&limit=100',
      {
        token: admin.token,
      },
    );
    expect(listed.body.data?.reviews.map((r) => r.id)).toContain(criticReview);

    expect((await moderate(criticReview, true)).body.data?.moderation).toBe('approved');
    expect(await summary(fan, product.id)).toMatchObject({ average: 3, count: 2 });
  });

  it('keeps the average and count exact when two reviews of one product are moderated at once', async () => {
    const [a, b] = await Promise.all([registerUser('mod-a'), registerUser('mod-b')]);
    const product = await createProduct();
    const ids = [await review(a, product.id, 4), await review(b, product.id, 2)];
    const rejected = await Promise.all(ids.map((id) => moderate(id, false)));
    expect(rejected.map((r) => r.status)).toEqual([200, 200]);
    expect(await summary(a, product.id)).toMatchObject({ average: 0, count: 0 });
    await Promise.all(ids.map((id) => moderate(id, true)));
    expect(await summary(a, product.id)).toMatchObject({ average: 3, count: 2 });
  });

  it('answers 404 for an unknown review and 400 for a body without approved', async () => {
    expect((await moderate('01NOSUCHREVIEW', true)).status).toBe(404);
    const bad = await api('PUT', '/api/admin/reviews/x/moderate', {
      token: admin.token,
      body: { approved: 'sim' },
    });
    expect(bad.status).toBe(400);
  });
});
