/**
 * The two hard-coded products the analysis screen shows when no recommendation loads (spec 2.7). They are
 * general advice that suits every skin type, not a match computed for this user: the strip says so.
 */
export interface StripProduct {
  id: string;
  name: string;
  category: string;
  brand?: string;
  imageUrl?: string | null;
  /** Why the catalog picked it for this skin; absent on the fallback. */
  reason?: string | null;
  /** The server's match for this person (0–100), the same number Produtos shows; absent on the fallback. */
  match?: number | null;
}

export const FALLBACK_PRODUCTS: readonly StripProduct[] = [
  { id: 'fallback-cleanser', name: 'Gel de Limpeza Suave', category: 'Limpeza' },
  { id: 'fallback-sunscreen', name: 'Protetor Solar Facial FPS 50', category: 'Proteção solar' },
];
