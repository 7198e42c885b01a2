import { describe, expect, it } from 'vitest';
import { api, registerUser } from './http';
import {
  author,
  freshProduct,
  type MyReviewView,
  productOf,
  reviewsOf,
  useReviewer,
  valid,
  write,
} from './review-writing';

useReviewer();

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
