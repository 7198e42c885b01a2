import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, type TestUser } from './http';
import { type ProductCard, wholeCatalog } from './product-fixtures';

interface ReviewView {
  _id: string;
  id: string;
  productId: string;
  user: { name: string };
  rating: number;
  title: string;
  content: string;
  timeUsed: string;
  images: string[];
  verified: boolean;
  approved: boolean;
  createdAt: string;
}
interface MyReviewView extends ReviewView {
  product: { id: string; name: string; image_url: string };
  product_id: string;
  created_at: string;
  time_used: string;
  imageKeys: string[];
}
interface ProductReviews {
  data: ReviewView[];
  average: number;
  count: number;
  nextCursor: string | null;
  userReviewId: string | null;
}

let catalog: ProductCard[];
let author: TestUser;
/** Each test reviews products nobody else touches, so averages are exact per test. */
let nextProduct = 0;
const freshProduct = () => catalog[nextProduct++ % catalog.length] as ProductCard;

beforeAll(async () => {
  author = await registerUser('reviewer', 'Joana Autora');
  // Products nobody has reviewed yet: other suites share the stack and review products too.
  catalog = (await wholeCatalog(author)).filter((p) => p.numReviews === 0).reverse();
});

const write = (user: TestUser, body: Record<string, unknown>) =>
  api<MyReviewView>('POST', '/api/reviews', { token: user.token, body });
const reviewsOf = async (user: TestUser, productId: string, query = '') => {
  const res = await api<ProductReviews>('GET', `/api/reviews/product/${productId}${query}`, {
    token: user.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductReviews;
};
const productOf = async (user: TestUser, productId: string) =>
  (await api<ProductCard>('GET', `/api/products/${productId}`, { token: user.token })).body
    .data as ProductCard;

const valid = (productId: string, extra: Record<string, unknown> = {}) => ({
  productId,
  rating: 4,
  title: 'Ótimo para o dia a dia',
  content: 'Uso há algumas semanas e a pele ficou menos oleosa.',
  timeUsed: '1-3 meses',
  ...extra,
});

describe('writing a review', () => {
  it('creates it, shows it on the product and in my reviews, and moves the product rating', async () => {
    const product = freshProduct();
    const res = await write(author, valid(product.id, { rating: 5 }));
    expect(res.status).toBe(201);
    const created = res.body.data as MyReviewView;
    expect(created).toMatchObject({
      _id: created.id,
      productId: product.id,
      product: { id: product.id, name: product.name, image_url: product.image },
      product_id: product.id,
      user: { name: 'Joana Autora' },
      rating: 5,
      title: 'Ótimo para o dia a dia',
      timeUsed: '1-3 meses',
      time_used: '1-3 meses',
      images: [],
      verified: false,
      approved: true,
    });

    const listed = await reviewsOf(author, product.id);
    expect(listed).toMatchObject({ average: 5, count: 1, userReviewId: created.id, nextCursor: null });
    expect(listed.data[0]).toMatchObject({ _id: created.id, user: { name: 'Joana Autora' }, rating: 5 });

    const mine = await api<MyReviewView[]>('GET', '/api/reviews/user', { token: author.token });
    expect(mine.body.data?.[0]).toMatchObject({ id: created.id, product: { id: product.id } });
    expect(await productOf(author, product.id)).toMatchObject({ rating: 5, numReviews: 1 });
  });

  it('defaults the time used to "Menos de 1 mês"', async () => {
    const res = await write(author, {
      productId: freshProduct().id,
      rating: 3,
      title: 'Ok',
      content: 'Razoável.',
    });
    expect(res.status).toBe(201);
    expect(res.body.data?.timeUsed).toBe('Menos de 1 mês');
  });

  it('refuses a second review of the same product with 409', async () => {
    const product = freshProduct();
    expect((await write(author, valid(product.id))).status).toBe(201);
    const again = await write(author, valid(product.id, { rating: 1 }));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Você já avaliou este produto. Edite sua avaliação existente.');
    expect(await reviewsOf(author, product.id)).toMatchObject({ count: 1, average: 4 });
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await write(author, valid('nao-existe'));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Produto não encontrado.');
  });

  it.each([
    [{ rating: undefined }, 'rating', 'Por favor, selecione uma avaliação'],
    [{ rating: 0 }, 'rating', 'Por favor, selecione uma avaliação'],
    [{ rating: 6 }, 'rating', 'Por favor, selecione uma avaliação'],
    [{ rating: 3.5 }, 'rating', 'Por favor, selecione uma avaliação'],
    [{ rating: '5' }, 'rating', 'Por favor, selecione uma avaliação'],
    [{ title: '   ' }, 'title', 'Por favor, digite um título para sua avaliação'],
    [{ title: undefined }, 'title', 'Por favor, digite um título para sua avaliação'],
    [{ content: '' }, 'content', 'Por favor, digite sua avaliação'],
    [{ content: 42 }, 'content', 'Por favor, digite sua avaliação'],
    [{ content: 'x'.repeat(2001) }, 'content', 'Máximo de 2000 caracteres'],
    [
      { timeUsed: 'Ontem' },
      'timeUsed',
      'Tempo de uso inválido. Use: Menos de 1 mês, 1-3 meses, 3-6 meses, Mais de 6 meses.',
    ],
    [{ images: ['a', 'b', 'c', 'd'] }, 'images', 'Envie no máximo 3 fotos.'],
    [{ images: 'a' }, 'images', 'Envie no máximo 3 fotos.'],
    [{ productId: undefined }, 'productId', 'Informe o produto avaliado.'],
  ])('refuses %j with 400 and the pt-BR message', async (change, field, message) => {
    const res = await write(author, valid('qualquer', change));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.fields?.[field]).toBe(message);
  });
});

describe('editing and deleting', () => {
  it('edits rating, title and time used (spec spelling time_used) and corrects the average', async () => {
    const product = freshProduct();
    const other = await registerUser('other-rater');
    const created = (await write(author, valid(product.id, { rating: 2 }))).body.data as MyReviewView;
    await write(other, valid(product.id, { rating: 4 }));
    expect(await reviewsOf(author, product.id)).toMatchObject({ count: 2, average: 3 });

    const edited = await api<MyReviewView>('PUT', `/api/reviews/${created.id}`, {
      token: author.token,
      body: { rating: 5, title: 'Mudei de ideia', content: 'Melhorou com o tempo.', time_used: '3-6 meses' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: created.id,
      rating: 5,
      title: 'Mudei de ideia',
      timeUsed: '3-6 meses',
    });
    expect(await reviewsOf(author, product.id)).toMatchObject({ count: 2, average: 4.5 });

    const titleOnly = await api<MyReviewView>('PUT', `/api/reviews/${created.id}`, {
      token: author.token,
      body: { title: 'Só o título' },
    });
    expect(titleOnly.body.data).toMatchObject({
      rating: 5,
      title: 'Só o título',
      content: 'Melhorou com o tempo.',
    });
    expect(await productOf(author, product.id)).toMatchObject({ rating: 4.5, numReviews: 2 });
  });

  it("does not let anyone edit or delete someone else's review (404, nothing changes)", async () => {
    const product = freshProduct();
    const created = (await write(author, valid(product.id, { rating: 3 }))).body.data as MyReviewView;
    const intruder = await registerUser('intruder');
    const edit = await api('PUT', `/api/reviews/${created.id}`, {
      token: intruder.token,
      body: { rating: 1 },
    });
    expect(edit.status).toBe(404);
    expect(edit.body.error).toBe('Avaliação não encontrada.');
    const remove = await api('DELETE', `/api/reviews/${created.id}`, { token: intruder.token });
    expect(remove.status).toBe(404);
    expect(await reviewsOf(author, product.id)).toMatchObject({ count: 1, average: 3 });
    expect((await reviewsOf(author, product.id)).data[0]?.rating).toBe(3);
  });

  it('deletes the own review once (then 404), taking it off the average and count', async () => {
    const product = freshProduct();
    const other = await registerUser('stays');
    const created = (await write(author, valid(product.id, { rating: 1 }))).body.data as MyReviewView;
    await write(other, valid(product.id, { rating: 5 }));
    const removed = await api('DELETE', `/api/reviews/${created.id}`, { token: author.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ deleted: true, id: created.id });
    expect(await reviewsOf(author, product.id)).toMatchObject({ count: 1, average: 5, userReviewId: null });
    expect((await api('DELETE', `/api/reviews/${created.id}`, { token: author.token })).status).toBe(404);
    // After deleting, the user may review the product again.
    expect((await write(author, valid(product.id, { rating: 2 }))).status).toBe(201);
    expect(await reviewsOf(author, product.id)).toMatchObject({ count: 2, average: 3.5 });
  });

  it.each([
    [{}, '_', 'Informe ao menos um campo para atualizar.'],
    [{ rating: 9 }, 'rating', 'Por favor, selecione uma avaliação'],
    [{ title: ' ' }, 'title', 'Por favor, digite um título para sua avaliação'],
    [
      { time_used: 'sempre' },
      'time_used',
      'Tempo de uso inválido. Use: Menos de 1 mês, 1-3 meses, 3-6 meses, Mais de 6 meses.',
    ],
  ])('refuses the update %j with 400', async (body, field, message) => {
    const res = await api('PUT', '/api/reviews/01ARZ3NDEKTSV4RRFFQ69G5FAV', { token: author.token, body });
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
  });

  it('answers 404 when editing or deleting a review that does not exist', async () => {
    const edit = await api('PUT', '/api/reviews/nao-existe', { token: author.token, body: { rating: 2 } });
    expect(edit.status).toBe(404);
    expect((await api('DELETE', '/api/reviews/nao-existe', { token: author.token })).status).toBe(404);
  });
});

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

describe('photos', () => {
  const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures/images', name));
  const presign = (user: TestUser, size: number, contentType = 'image/jpeg') =>
    api<{ url: string; fields: Record<string, string>; key: string; maxBytes: number }>(
      'POST',
      '/api/reviews/uploads',
      {
        token: user.token,
        body: { contentType, size },
      },
    );
  const upload = async (user: TestUser, bytes: Buffer, contentType = 'image/jpeg') => {
    const res = await presign(user, bytes.byteLength, contentType);
    expect(res.status).toBe(200);
    const { url, fields, key } = res.body.data as {
      url: string;
      fields: Record<string, string>;
      key: string;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
    expect((await fetch(url, { method: 'POST', body: form })).status).toBeLessThan(300);
    return key;
  };

  it('takes up to 3 uploaded photos, re-encodes them and serves them back through short links', async () => {
    const product = freshProduct();
    const key = await upload(author, await fixture('skimage-coffee.png'), 'image/png');
    const res = await write(author, valid(product.id, { images: [key] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.data as MyReviewView;
    expect(created.images).toHaveLength(1);
    expect(created.imageKeys[0]).toMatch(/^photos\/review\/[0-9a-f-]{36}\.webp$/);
    const photo = await fetch(created.images[0] as string);
    expect(photo.status).toBe(200);
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // Editing keeps a photo by its key and drops the rest.
    const second = await upload(author, await fixture('skimage-rocket.jpg'));
    const edited = await api<MyReviewView>('PUT', `/api/reviews/${created.id}`, {
      token: author.token,
      body: { images: [created.imageKeys[0], second] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data?.imageKeys[0]).toBe(created.imageKeys[0]);
    expect(edited.body.data?.images).toHaveLength(2);
    const dropped = await api<MyReviewView>('PUT', `/api/reviews/${created.id}`, {
      token: author.token,
      body: { images: [] },
    });
    expect(dropped.body.data?.images).toEqual([]);
  });

  it('refuses a photo over 5 MB, a file that is not an image, and someone else’s upload', async () => {
    const big = await presign(author, 5 * 1024 * 1024 + 1);
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('A imagem é grande demais (máx. 5MB).');

    const fake = await upload(author, Buffer.from('isto não é uma imagem, é texto'));
    const notImage = await write(author, valid(freshProduct().id, { images: [fake] }));
    expect(notImage.status).toBe(400);
    expect(notImage.body.error).toBe('O arquivo enviado não é uma imagem válida (PNG, JPG, JPEG ou WebP).');

    const stranger = await registerUser('stranger');
    const theirs = await upload(stranger, await fixture('skimage-rocket.jpg'));
    const foreign = await write(author, valid(freshProduct().id, { images: [theirs] }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('Este arquivo não pertence à sua conta.');

    const badType = await api('POST', '/api/reviews/uploads', {
      token: author.token,
      body: { contentType: 'application/pdf', size: 100 },
    });
    expect(badType.status).toBe(400);
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
