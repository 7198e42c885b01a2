import { describe, expect, it } from 'vitest';
import { api, registerUser } from './http';
import {
  author,
  freshProduct,
  type MyReviewView,
  type ProductReviews,
  productOf,
  reviewsOf,
  useReviewer,
  valid,
  write,
} from './review-writing';

useReviewer();

describe('reading reviews', () => {
  it('pages a product’s reviews newest first through the cursor', async () => {
    const product = freshProduct();
    const writers = await Promise.all(Array.from({ length: 5 }, (_, i) => registerUser(`pager${i}`)));
    const written: string[] = [];
    for (const [i, writer] of writers.entries())
      written.push(
        ((await write(writer, valid(product.id, { rating: (i % 5) + 1 }))).body.data as MyReviewView).id,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ProductReviews = await reviewsOf(
        author,
        product.id,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      expect(page.count).toBe(5);
      expect(page.average).toBe(3);
      seen.push(...page.data.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...written].reverse());
  });

  it('refuses bad paging input and answers 404 for an unknown product', async () => {
    const product = freshProduct();
    for (const query of ['?limit=0', '?limit=51', '?limit=abc']) {
      const res = await api('GET', `/api/reviews/product/${product.id}${query}`, { token: author.token });
      expect(res.status).toBe(400);
      expect(res.body.fields?.limit).toBe('O limite deve ser um número inteiro de 1 a 50.');
    }
    const cursor = await api(
      'GET',
      `/api/reviews/product/${product.id}?cursor=${encodeURIComponent('{"a":1}')}`,
      {
        token: author.token,
      },
    );
    expect(cursor.status).toBe(400);
    expect(cursor.body.fields?.cursor).toBe('Cursor de paginação inválido.');
    const unknown = await api('GET', '/api/reviews/product/nao-existe', { token: author.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Produto não encontrado.');
  });
});

describe('concurrency', () => {
  it('keeps the exact average and count when 20 users review one product at once', async () => {
    const product = freshProduct();
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => registerUser(`crowd${i}`)));
    const ratings = users.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(
      users.map((u, i) => write(u, valid(product.id, { rating: ratings[i] }))),
    );
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 201));
    const sum = ratings.reduce((a, b) => a + b, 0);
    const listed = await reviewsOf(author, product.id, '?limit=50');
    expect(listed.count).toBe(20);
    expect(listed.data).toHaveLength(20);
    expect(listed.average).toBe(Math.round((sum / 20) * 100) / 100);
    expect(await productOf(author, product.id)).toMatchObject({ numReviews: 20 });

    // Half of them change their rating while the other half delete theirs, all at once.
    const ids = answers.map((a) => (a.body.data as MyReviewView).id);
    await Promise.all(
      users.map((u, i) =>
        i % 2 === 0
          ? api('PUT', `/api/reviews/${ids[i]}`, { token: u.token, body: { rating: 5 } })
          : api('DELETE', `/api/reviews/${ids[i]}`, { token: u.token }),
      ),
    );
    const after = await reviewsOf(author, product.id, '?limit=50');
    expect(after.count).toBe(10);
    expect(after.data).toHaveLength(10);
    expect(after.average).toBe(5);
  });
});

describe('account erasure', () => {
  it('removes the account’s reviews from products and keeps the averages exact', async () => {
    const product = freshProduct();
    const leaving = await registerUser('leaving');
    const staying = await registerUser('staying');
    await write(leaving, valid(product.id, { rating: 1 }));
    await write(staying, valid(product.id, { rating: 4 }));
    expect(await reviewsOf(staying, product.id)).toMatchObject({ count: 2, average: 2.5 });

    const erased = await api('DELETE', '/api/users/me', { token: leaving.token });
    expect(erased.status).toBe(200);
    const after = await reviewsOf(staying, product.id);
    expect(after).toMatchObject({ count: 1, average: 4 });
    expect(after.data.map((r) => r.user.name)).toEqual([staying.name]);
    // The same user can no longer be found as a reviewer: a new account with a new id may review.
  });
});

describe('access', () => {
  it.each([
    ['POST', '/api/reviews'],
    ['POST', '/api/reviews/uploads'],
    ['PUT', '/api/reviews/x'],
    ['DELETE', '/api/reviews/x'],
    ['GET', '/api/reviews/product/x'],
    ['GET', '/api/reviews/user'],
  ])('%s %s needs a signed-in user (401)', async (method, path) => {
    expect((await api(method, path)).status).toBe(401);
  });
});
