/**
 * The resources a route of the access matrix (route-access-matrix.ts) acts on, made through the running API as a
 * user would make them, each once per owner.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import { expect } from 'vitest';
import { TEST_ADDRESS } from './address';
import { type AdminSession, adminLogin, api, registerUser } from './http';
import { returnUrls } from './premium-helpers';
import { completeAnalysis, eventually, oilyAcneProne } from './product-fixtures';
import { createRoutine } from './routine-helpers';
import { CARDS, payOnHostedPage } from './stripe';
import { putNotification } from './table';

/** A product as the access matrix's admin creates it. */
export const productBody = () => ({
  name: 'Produto da matriz',
  brand: 'Teste',
  description: 'Um produto criado pelo teste de acesso.',
  category: 'serums',
  price: 10,
  countInStock: 3,
});

const ANALYSIS_PHOTO = join(import.meta.dirname, 'fixtures/images/faceapi-sample2-face.jpg');

/** Lazily built, memoised resources of one owner: a route asks only for what it needs. */
export class Fixtures {
  readonly #made = new Map<string, Promise<unknown>>();
  constructor(readonly label: string) {}

  #once<T>(name: string, make: () => Promise<T>): Promise<T> {
    let made = this.#made.get(name) as Promise<T> | undefined;
    if (!made) {
      made = make();
      this.#made.set(name, made);
    }
    return made;
  }

  owner = () => this.#once('owner', () => registerUser(`matrix-${this.label}`));
  admin = () => this.#once('admin', () => adminLogin()) as Promise<AdminSession>;

  /** A product of the seeded catalog, the n-th one (reviews need distinct products per author). */
  product = (n = 0) =>
    this.#once(`product-${n}`, async () => {
      const owner = await this.owner();
      const res = await api<{ data: Array<{ id: string }> }>('GET', '/api/products?limit=12', {
        token: owner.token,
      });
      const id = res.body.data?.data[n]?.id;
      if (!id) throw new Error(`no product ${n} in the catalog: ${JSON.stringify(res.body)}`);
      return id;
    });

  /** The owner's consent for face photos, which analysis uploads need. */
  photoConsent = () =>
    this.#once('photo-consent', async () => {
      const owner = await this.owner();
      const res = await api('POST', '/api/users/me/consent', {
        token: owner.token,
        body: { version: PHOTO_CONSENT_VERSION },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });

  uploadKey = (purpose: 'analysis' | 'review' | 'profile') =>
    this.#once(`upload-${purpose}`, async () => {
      const owner = await this.owner();
      if (purpose === 'analysis') await this.photoConsent();
      const bytes = await readFile(ANALYSIS_PHOTO);
      const path = {
        analysis: '/api/skin-analysis/uploads',
        review: '/api/reviews/uploads',
        profile: '/api/users/profile/image-upload',
      }[purpose];
      const presigned = await api<{ url: string; fields: Record<string, string>; key: string }>(
        'POST',
        path,
        {
          token: owner.token,
          body: { contentType: 'image/jpeg', size: bytes.byteLength },
        },
      );
      expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
      const { url, fields, key } = presigned.body.data as {
        url: string;
        fields: Record<string, string>;
        key: string;
      };
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
      const stored = await fetch(url, { method: 'POST', body: form });
      expect(stored.status).toBeLessThan(300);
      return key;
    });

  /** A complete analysis written as the analyzer writes it (the analyzer's own suite measures photos). */
  analysis = () =>
    this.#once('analysis', async () => {
      const owner = await this.owner();
      return completeAnalysis(owner.id, oilyAcneProne);
    });

  routine = () =>
    this.#once('routine', async () => {
      const owner = await this.owner();
      return createRoutine(owner, 'Rotina da matriz', [
        { title: 'Limpar', product: 'Gel de limpeza', time: '1 min' },
      ]);
    });

  /** A notification in the owner's centre (written as notifyUser writes it). */
  notification = () =>
    this.#once('notification', async () => {
      const owner = await this.owner();
      const id = `01MATRIX${this.label
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase()
        .slice(0, 10)}`;
      await putNotification(owner.id, { id, title: 'Pedido confirmado' });
      return id;
    });

  scan = () =>
    this.#once('scan', async () => {
      const owner = await this.owner();
      const res = await api<{ id: string }>('POST', '/api/scans', {
        token: owner.token,
        body: { text: 'Ingredients: Aqua, Glycerin, Niacinamide, Parfum.', source: 'text' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as { id: string };
    });

  review = () =>
    this.#once('review', async () => {
      const owner = await this.owner();
      const res = await api<{ id: string }>('POST', '/api/reviews', {
        token: owner.token,
        body: {
          productId: await this.product(1),
          rating: 4,
          title: 'Bom',
          content: 'Gostei bastante do produto.',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data?.id as string;
    });

  order = () =>
    this.#once('order', async () => {
      const owner = await this.owner();
      // Paying for an order needs a delivery address.
      const address = await api('PUT', '/api/users/me/address', { token: owner.token, body: TEST_ADDRESS });
      expect(address.status, JSON.stringify(address.body)).toBe(200);
      const put = await api('PUT', `/api/cart/items/${await this.product(2)}`, {
        token: owner.token,
        body: { quantity: 1 },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const res = await api<{ id: string }>('POST', '/api/orders', { token: owner.token, body: {} });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data?.id as string;
    });

  paymentMethod = () =>
    this.#once('payment-method', async () => {
      const owner = await this.owner();
      const res = await api<{ id: string }>('POST', '/api/payments/methods', {
        token: owner.token,
        body: { paymentMethodId: 'pm_card_visa' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data?.id as string;
    });

  /**
   * A subscription bought through the Stripe stand-in's hosted page, as a customer does: the webhook stores it,
   * and the paid checkout session is the one the return page verifies.
   */
  paidSubscription = () =>
    this.#once('paid-subscription', async () => {
      const owner = await this.owner();
      const started = await api<{ sessionId: string; checkoutUrl: string }>('POST', '/api/subscriptions', {
        token: owner.token,
        body: { planId: 'premium-mensal', ...returnUrls() },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const { sessionId, checkoutUrl } = started.body.data as { sessionId: string; checkoutUrl: string };
      expect((await payOnHostedPage(checkoutUrl, CARDS.success)).status).toBe(303);
      const active = await eventually(
        async () =>
          (
            await api<{ data: { id: string } | null }>('GET', '/api/subscriptions/active', {
              token: owner.token,
            })
          ).body.data?.data?.id,
        (id) => id !== undefined,
      );
      if (!active) throw new Error('the paid subscription never became active');
      return { sessionId, subscriptionId: active };
    });

  /** An account the admin routes may act on without touching the owner's. */
  target = () => this.#once('target', () => registerUser(`matrix-target-${this.label}`));

  /** A product the admin created for the matrix, so updating or deleting it disturbs no other test. */
  adminProduct = () =>
    this.#once('admin-product', async () => {
      const admin = await this.admin();
      const res = await api<{ id: string }>('POST', '/api/admin/products', {
        token: admin.token,
        body: productBody(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data?.id as string;
    });
}
