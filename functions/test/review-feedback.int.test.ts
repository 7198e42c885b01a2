import type { AdminReview } from '@pele/shared/schemas/admin';
import type { ProductReview } from '@pele/shared/schemas/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminLogin, api, registerUser, type TestUser } from './http';
import { type ProductCard, wholeCatalog } from './product-fixtures';

interface ProductReviews {
  data: ProductReview[];
  count: number;
  nextCursor: string | null;
}
interface Vote {
  id: string;
  helpfulCount: number;
  votedHelpful: boolean;
}

let catalog: ProductCard[];
let admin: AdminSession;
let nextProduct = 0;
/** Each test works on products nobody else touches. */
const freshProduct = () => catalog[nextProduct++ % catalog.length] as ProductCard;

beforeAll(async () => {
  const looker = await registerUser('feedback-catalog');
  catalog = (await wholeCatalog(looker)).filter((p) => p.numReviews === 0);
  admin = await adminLogin();
});

const writeReview = async (user: TestUser, productId: string, title = 'Gostei muito') => {
  const res = await api<{ id: string }>('POST', '/api/reviews', {
    token: user.token,
    body: { productId, rating: 4, title, content: 'Deixou a pele macia e sem brilho.' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data?.id as string;
};
const vote = (user: TestUser, reviewId: string) =>
  api<Vote>('PUT', `/api/reviews/${reviewId}/helpful`, { token: user.token });
const unvote = (user: TestUser, reviewId: string) =>
  api<Vote>('DELETE', `/api/reviews/${reviewId}/helpful`, { token: user.token });
const report = (user: TestUser, reviewId: string, body: unknown) =>
  api<{ reported: boolean }>('POST', `/api/reviews/${reviewId}/report`, { token: user.token, body });
/**
 * A request answered 429 'busy' (the review's count item still contended after the server's own retries, as on
 * a loaded machine) sent again after a pause, as a 429 asks of a client: what is checked is that every report and
 * vote counts exactly once, however many arrive together.
 */
const untilServed = async <T extends { status: number }>(send: () => Promise<T>) => {
  for (let attempt = 0; ; attempt++) {
    const answer = await send();
    if (answer.status !== 429 || attempt >= 3) return answer;
    await new Promise((wait) => setTimeout(wait, 1000));
  }
};
const reviewsOf = async (user: TestUser, productId: string, query = '') => {
  const res = await api<ProductReviews>('GET', `/api/reviews/product/${productId}${query}`, {
    token: user.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductReviews;
};
const helpfulOf = async (user: TestUser, productId: string, reviewId: string) =>
  (await reviewsOf(user, productId)).data.find((review) => review.id === reviewId);
/** The review in staff's list of one moderation state, if it is there (pages through it). */
const inAdminList = async (status: string, reviewId: string): Promise<AdminReview | undefined> => {
  for (let page = 1; page <= 20; page++) {
    const res = await api<{ reviews: AdminReview[]; pagination: { pages: number } }>(
      'GET',
      `/api/admin/reviews?status=${status}&limit=50&page=${page}`,
      { token: admin.token },
    );
    const found = res.body.data?.reviews.find((review) => review.id === reviewId);
    if (found || page >= (res.body.data?.pagination.pages ?? 0)) return found;
  }
  return undefined;
};

describe("'Útil'", () => {
  it('counts one vote per person: a second vote changes nothing, a withdrawal takes it back once', async () => {
    const product = freshProduct();
    const author = await registerUser('helpful-author');
    const [ana, bia] = await Promise.all([registerUser('helpful-ana'), registerUser('helpful-bia')]);
    const reviewId = await writeReview(author, product.id);

    expect((await vote(ana, reviewId)).body.data).toEqual({
      id: reviewId,
      helpfulCount: 1,
      votedHelpful: true,
    });
    expect((await vote(ana, reviewId)).body.data).toMatchObject({ helpfulCount: 1, votedHelpful: true });
    expect((await vote(bia, reviewId)).body.data?.helpfulCount).toBe(2);
    expect(await helpfulOf(ana, product.id, reviewId)).toMatchObject({ helpfulCount: 2, votedHelpful: true });
    expect(await helpfulOf(author, product.id, reviewId)).toMatchObject({ mine: true, votedHelpful: false });

    expect((await unvote(ana, reviewId)).body.data).toMatchObject({ helpfulCount: 1, votedHelpful: false });
    expect((await unvote(ana, reviewId)).body.data).toMatchObject({ helpfulCount: 1, votedHelpful: false });
    expect(await helpfulOf(ana, product.id, reviewId)).toMatchObject({
      helpfulCount: 1,
      votedHelpful: false,
    });
  });

  it("refuses the author's own vote and report with 403 in pt-BR, changing nothing", async () => {
    const product = freshProduct();
    const author = await registerUser('own-author');
    const reviewId = await writeReview(author, product.id);

    const own = await vote(author, reviewId);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      success: false,
      error: 'Você não pode marcar a sua própria avaliação como útil.',
    });
    const ownReport = await report(author, reviewId, { reason: 'spam' });
    expect(ownReport.status).toBe(403);
    expect(ownReport.body.error).toBe('Você não pode denunciar a sua própria avaliação.');
    expect(await helpfulOf(author, product.id, reviewId)).toMatchObject({ helpfulCount: 0, reported: false });
    expect(await inAdminList('pending', reviewId)).toMatchObject({ reportCount: 0, reports: [] });
  });

  it('keeps the count equal to the voters when many vote, repeat and withdraw at once', async () => {
    const product = freshProduct();
    const author = await registerUser('crowd-author');
    const reviewId = await writeReview(author, product.id);
    const voters = await Promise.all(Array.from({ length: 10 }, (_, i) => registerUser(`crowd-${i}`)));
    const changer = voters[0] as TestUser;

    const answers = await Promise.all([
      ...voters.flatMap((voter) => [
        untilServed(() => vote(voter, reviewId)),
        untilServed(() => vote(voter, reviewId)),
      ]),
      untilServed(() => unvote(changer, reviewId)),
      untilServed(() => unvote(changer, reviewId)),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    const marks = await Promise.all(voters.map((voter) => helpfulOf(voter, product.id, reviewId)));
    const votedNow = marks.filter((mark) => mark?.votedHelpful).length;
    expect(marks[1]?.helpfulCount).toBe(votedNow);
    expect(votedNow).toBeGreaterThanOrEqual(9);
  });

  it('orders a product’s reviews most helpful first, newest first among equals; sort=recent keeps the newest first', async () => {
    const product = freshProduct();
    const authors = await Promise.all([0, 1, 2].map((i) => registerUser(`sorted-${i}`)));
    const ids: string[] = [];
    for (const author of authors) ids.push(await writeReview(author, product.id));
    const [oldest, middle, newest] = ids as [string, string, string];
    const readers = await Promise.all([0, 1].map((i) => registerUser(`sorted-reader-${i}`)));
    for (const reader of readers) await vote(reader, middle);
    await vote(readers[0] as TestUser, oldest);

    const helpful = await reviewsOf(readers[0] as TestUser, product.id);
    expect(helpful.data.map((r) => [r.id, r.helpfulCount])).toEqual([
      [middle, 2],
      [oldest, 1],
      [newest, 0],
    ]);
    const firstPage = await reviewsOf(readers[0] as TestUser, product.id, '?limit=2');
    expect(firstPage.data.map((r) => r.id)).toEqual([middle, oldest]);
    const secondPage = await reviewsOf(
      readers[0] as TestUser,
      product.id,
      `?limit=2&cursor=${firstPage.nextCursor}`,
    );
    expect(secondPage.data.map((r) => r.id)).toEqual([newest]);
    const recent = await reviewsOf(readers[0] as TestUser, product.id, '?sort=recent');
    expect(recent.data.map((r) => r.id)).toEqual([newest, middle, oldest]);
    const bad = await api('GET', `/api/reviews/product/${product.id}?sort=best`, {
      token: authors[0]?.token,
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for a review that does not exist', async () => {
    const reader = await registerUser('helpful-404');
    const res = await vote(reader, '01NOSUCHREVIEW');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: 'Avaliação não encontrada.' });
  });

  it('is rate limited per person: past the free votes, the next one waits (429) and counts nothing', async () => {
    const product = freshProduct();
    const author = await registerUser('limit-author');
    const reviewId = await writeReview(author, product.id);
    const flipper = await registerUser('limit-flipper');
    for (let i = 0; i < 30; i++) {
      const res = i % 2 === 0 ? await vote(flipper, reviewId) : await unvote(flipper, reviewId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await vote(flipper, reviewId);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(await helpfulOf(author, product.id, reviewId)).toMatchObject({ helpfulCount: 0 });
  });

  it('shows a person their votes and reports in the data export, and takes them off the counts when the account is erased', async () => {
    const product = freshProduct();
    const author = await registerUser('erase-author');
    const reviewId = await writeReview(author, product.id);
    const [leaving, staying] = await Promise.all([
      registerUser('erase-leaving'),
      registerUser('erase-staying'),
    ]);
    await vote(leaving, reviewId);
    await vote(staying, reviewId);
    expect(
      (await report(leaving, reviewId, { reason: 'offTopic', details: 'Sobre outra coisa.' })).status,
    ).toBe(201);
    expect((await report(staying, reviewId, { reason: 'spam' })).status).toBe(201);

    const exported = await api<{
      helpfulVotes: Array<{ reviewId: string }>;
      reviewReports: Array<{ reviewId: string; reason: string }>;
    }>('GET', '/api/users/me/export', { token: leaving.token });
    expect(exported.body.data?.helpfulVotes).toEqual([expect.objectContaining({ reviewId })]);
    expect(exported.body.data?.reviewReports).toEqual([
      expect.objectContaining({ reviewId, reason: 'offTopic' }),
    ]);

    expect((await api('DELETE', '/api/users/me', { token: leaving.token })).status).toBe(200);
    expect(await helpfulOf(staying, product.id, reviewId)).toMatchObject({ helpfulCount: 1 });
    const queued = await inAdminList('pending', reviewId);
    expect(queued).toMatchObject({ reportCount: 1 });
    expect(queued?.reports.map((r) => r.reason)).toEqual(['spam']);
  });
});

describe("'Denunciar'", () => {
  it('needs a reason (and details for "Outro motivo"); bad input is a 400 that reports nothing', async () => {
    const product = freshProduct();
    const author = await registerUser('report-bad-author');
    const reviewId = await writeReview(author, product.id);
    const reader = await registerUser('report-bad-reader');
    for (const body of [
      {},
      { reason: 'chato' },
      { reason: 'other' },
      { reason: 'spam', details: 'x'.repeat(501) },
    ]) {
      const res = await report(reader, reviewId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await helpfulOf(reader, product.id, reviewId)).toMatchObject({ reported: false });
    expect(await inAdminList('pending', reviewId)).toMatchObject({ reportCount: 0 });
  });

  it('sends a kept review back to the moderation queue with each reason, once per person', async () => {
    const product = freshProduct();
    const author = await registerUser('report-author');
    const reviewId = await writeReview(author, product.id);
    const approved = await api<AdminReview>('PUT', `/api/admin/reviews/${reviewId}/moderate`, {
      token: admin.token,
      body: { approved: true },
    });
    expect(approved.body.data?.moderation).toBe('approved');
    const [ana, bia] = await Promise.all([registerUser('report-ana'), registerUser('report-bia')]);

    const first = await report(ana, reviewId, { reason: 'spam' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ id: reviewId, reported: true });
    const again = await report(ana, reviewId, { reason: 'offensive' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Você já denunciou esta avaliação. A equipe vai analisá-la.');
    expect(
      (await report(bia, reviewId, { reason: 'other', details: 'Fala de outro produto da marca.' })).status,
    ).toBe(201);

    expect(await inAdminList('approved', reviewId)).toBeUndefined();
    const queued = await inAdminList('pending', reviewId);
    expect(queued).toMatchObject({ moderation: 'pending', reportCount: 2 });
    expect(queued?.reports.map((r) => [r.reason, r.reasonLabel, r.details]).sort()).toEqual([
      ['other', 'Outro motivo', 'Fala de outro produto da marca.'],
      ['spam', 'Propaganda ou spam', ''],
    ]);
    // Still published until staff decide; the reader sees they already reported it.
    expect(await helpfulOf(ana, product.id, reviewId)).toMatchObject({ reported: true });
  });

  it('counts every report exactly when many people report at once', async () => {
    const product = freshProduct();
    const author = await registerUser('report-crowd-author');
    const reviewId = await writeReview(author, product.id);
    const readers = await Promise.all(Array.from({ length: 8 }, (_, i) => registerUser(`report-crowd-${i}`)));
    const answers = await Promise.all(
      readers.flatMap((reader) => [
        untilServed(() => report(reader, reviewId, { reason: 'false' })),
        untilServed(() => vote(reader, reviewId)),
      ]),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(8).fill(200),
      ...Array(8).fill(201),
    ]);
    const queued = await inAdminList('pending', reviewId);
    expect(queued).toMatchObject({ reportCount: 8, helpfulCount: 8 });
    expect(queued?.reports).toHaveLength(8);
  });

  it('is rate limited per person: a sixth report within the hour waits (429)', async () => {
    const product = freshProduct();
    const authors = await Promise.all(Array.from({ length: 6 }, (_, i) => registerUser(`report-limit-${i}`)));
    const ids = await Promise.all(authors.map((author) => writeReview(author, product.id)));
    const reader = await registerUser('report-limit-reader');
    for (const id of ids.slice(0, 5)) expect((await report(reader, id, { reason: 'spam' })).status).toBe(201);
    const refused = await report(reader, ids[5] as string, { reason: 'spam' });
    expect(refused.status).toBe(429);
    expect(await inAdminList('pending', ids[5] as string)).toMatchObject({ reportCount: 0 });
  });
});
