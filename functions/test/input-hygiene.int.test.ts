import { describe, expect, it } from 'vitest';
import { api, registerUser } from './http';
import { type ProductCard, wholeCatalog } from './product-fixtures';

const NUL = '\u0000';
const RLO = '\u202E';
const PDF = '\u202C';
const SCRIPT = '<script>alert(1)</script>';

/** What a careful attacker sends: a NUL that cuts strings short, an override that flips what is shown, HTML. */
const dirty = (word: string) => `  ${word}${NUL} ${RLO}gnp.exe${PDF} ${SCRIPT}  `;
const clean = (word: string) => `${word} gnp.exe ${SCRIPT}`;

describe('text as the API stores it', () => {
  it('stores a name without NUL or bidi overrides, NFC-normalized, with HTML kept as plain text', async () => {
    const user = await registerUser('hygiene', dirty('Joa\u0303o'));
    const profile = await api<{ name: string }>('GET', '/api/auth/profile', { token: user.token });
    expect(profile.body.data?.name).toBe(clean('João'));

    const renamed = await api<{ name: string }>('PUT', '/api/users/profile', {
      token: user.token,
      body: { name: dirty('Ana\r\nMaria') },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = await api<{ name: string }>('GET', '/api/auth/profile', { token: user.token });
    expect(after.body.data?.name).toBe(clean('Ana Maria'));
  });

  it('stores a review clean, keeping the line breaks of its text', async () => {
    const user = await registerUser('hygiene-review');
    const product = (await wholeCatalog(user)).find((p: ProductCard) => p.numReviews === 0) as ProductCard;
    const res = await api<{ id: string }>('POST', '/api/reviews', {
      token: user.token,
      body: {
        productId: product.id,
        rating: 5,
        title: dirty('Ótimo'),
        content: `Primeira linha${NUL}\r\nSegunda ${RLO}linha${PDF}\n${SCRIPT}`,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const listed = await api<{ data: Array<{ id: string; title: string; content: string }> }>(
      'GET',
      `/api/reviews/product/${product.id}`,
      { token: user.token },
    );
    const stored = listed.body.data?.data.find((review) => review.id === res.body.data?.id);
    expect(stored?.title).toBe(clean('Ótimo'));
    expect(stored?.content).toBe(`Primeira linha\nSegunda linha\n${SCRIPT}`);
  });

  it('measures a text’s length after cleaning: 120 letters and 50 NULs is a valid name, 121 letters is not', async () => {
    const user = await registerUser('hygiene-length');
    const fits = await api<{ name: string }>('PUT', '/api/users/profile', {
      token: user.token,
      body: { name: `${'a'.repeat(120)}${NUL.repeat(50)}` },
    });
    expect(fits.status).toBe(200);
    const tooLong = await api('PUT', '/api/users/profile', {
      token: user.token,
      body: { name: 'a'.repeat(121) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ success: false, error: 'Máximo de 120 caracteres' });
    const profile = await api<{ name: string }>('GET', '/api/auth/profile', { token: user.token });
    expect(profile.body.data?.name).toBe('a'.repeat(120));
  });
});
