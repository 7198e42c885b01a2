import { lazy } from '@pele/shared/lazy';
import { findIngredient, spellingsOf } from '../ingredients/lookup';
import { normalizeIngredientName as fold } from '../ingredients/normalize';
import { averageRating, type ProductRecord } from './product-record';
import { type SkinConcernKey, skinConcernKeyOf } from './skin-concerns';

/**
 * In-memory search over the whole catalog, built once per catalog version (see
 * services/catalog-index.ts for loading and freshness, and for the catalog size this holds).
 *
 * Keyword search is an inverted index of folded words (accents and case removed) from the name, the
 * brand and the ingredients, where each known ingredient also brings its pt-BR name and aliases
 * ('niacinamida' finds 'Niacinamide'). Words are kept sorted, so a query word matches every indexed
 * word it starts (binary search for the prefix range): 'salicil' finds 'salicílico'. Every query word
 * must match (AND); pt-BR stop words are ignored unless the query has nothing else.
 */
export type CatalogSort = 'relevance' | 'price_asc' | 'price_desc' | 'rating' | 'reviews' | 'name';

export interface CatalogFilters {
  category?: string;
  /** Folded skin-type word from readSkinTypeFilter. */
  skinType?: string;
  concern?: SkinConcernKey;
  keyword?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Products whose average is at least this; 0 or absent keeps all. */
  minRating?: number;
  sort?: CatalogSort;
}

export interface CatalogIndex<P extends ProductRecord = ProductRecord> {
  readonly size: number;
  get(id: string): P | undefined;
  /** Every product, in catalog order. */
  all(): readonly P[];
  /** Every match, sorted; paginate() cuts the page. */
  search(filters: CatalogFilters): P[];
}

/** Field weights: a word in the name says more about the product than one deep in the INCI list. */
const WEIGHT = { name: 3, brand: 2, ingredient: 1 } as const;
/** A query word equal to an indexed word scores fully; one that only starts it scores this share. */
const PREFIX_SHARE = 0.8;

const STOP_WORDS = new Set([
  'a',
  'as',
  'o',
  'os',
  'e',
  'de',
  'da',
  'das',
  'do',
  'dos',
  'com',
  'para',
  'em',
  'no',
  'na',
  'por',
  'um',
  'uma',
]);

export const wordsOf = (text: string): string[] =>
  fold(text)
    .split(' ')
    .filter((w) => w.length > 0);

/** Query words to look up: folded, stop words dropped unless nothing else remains. */
export function queryWords(keyword: string): string[] {
  const words = [...new Set(wordsOf(keyword))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

const SKIN_TYPE_WORDS: Record<string, string> = {
  seca: 'seca',
  dry: 'seca',
  oleosa: 'oleosa',
  oily: 'oleosa',
  mista: 'mista',
  combination: 'mista',
  sensivel: 'sensivel',
  sensitive: 'sensivel',
  normal: 'normal',
};

/**
 * The skin-type filter accepts the pt-BR names in any case, with or without accents ('Sensível',
 * 'sensivel'), and the English ones; undefined for anything else. A product matches when one of its
 * listed skin types contains the word (spec 4's containment rule). Unlike the compatibility rule,
 * 'Mista' here means products that list combination skin: a filter narrows, it does not widen.
 */
export function readSkinTypeFilter(text: string): string | undefined {
  return SKIN_TYPE_WORDS[fold(text)];
}

const lowerBound = (sorted: readonly string[], value: string) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

interface Entry<P> {
  product: P;
  /** Position in catalog order; also the entry's number in the postings. */
  order: number;
  skinTypes: string[];
  concerns: Set<SkinConcernKey>;
  rating: number;
}

/**
 * Ingredient words for the index: the label text plus the known ingredient's pt-BR name and aliases.
 * Labels repeat across products ('Aqua', 'Glycerin'...), so each is read once per index build.
 */
function ingredientWordsReader(): (label: string) => string[] {
  const seen = new Map<string, string[]>();
  return (label) => {
    let words = seen.get(label);
    if (!words) {
      const known = findIngredient(label);
      const texts = known ? [label, known.ptName, ...spellingsOf(known)] : [label];
      words = [...new Set(texts.flatMap(wordsOf))];
      seen.set(label, words);
    }
    return words;
  };
}

/**
 * The keyword index: every word of a product's name, brand and ingredients (with the ingredient's other
 * spellings) → the entries that have it, with the field's weight. Answers a keyword's score per entry position,
 * undefined for a keyword without words.
 */
function keywordIndex<P extends ProductRecord>(entries: readonly Entry<P>[]) {
  // word → (entry position → best field weight)
  const postings = new Map<string, Map<number, number>>();
  const add = (word: string, position: number, weight: number) => {
    let list = postings.get(word);
    if (!list) {
      list = new Map();
      postings.set(word, list);
    }
    if ((list.get(position) ?? 0) < weight) list.set(position, weight);
  };
  const ingredientWords = ingredientWordsReader();
  entries.forEach((entry, position) => {
    for (const w of wordsOf(entry.product.name)) add(w, position, WEIGHT.name);
    for (const w of wordsOf(entry.product.brand)) add(w, position, WEIGHT.brand);
    for (const label of entry.product.ingredients)
      for (const w of ingredientWords(label)) add(w, position, WEIGHT.ingredient);
  });
  const vocabulary = [...postings.keys()].sort();

  /** Entry position → score for one query word (best of its exact and prefix matches). */
  const lookup = (word: string): Map<number, number> => {
    const scores = new Map<number, number>();
    for (let i = lowerBound(vocabulary, word); i < vocabulary.length; i++) {
      const candidate = vocabulary[i] as string;
      if (!candidate.startsWith(word)) break;
      const share = candidate === word ? 1 : PREFIX_SHARE;
      for (const [position, weight] of postings.get(candidate) ?? []) {
        const score = weight * share;
        if ((scores.get(position) ?? 0) < score) scores.set(position, score);
      }
    }
    return scores;
  };

  // Every word must match: the scores add up over the entries that have them all.
  return (keyword: string): Map<number, number> | undefined => {
    const words = queryWords(keyword);
    if (words.length === 0) return undefined;
    let total: Map<number, number> | undefined;
    for (const word of words) {
      const scores = lookup(word);
      if (!total) {
        total = scores;
        continue;
      }
      const next = new Map<number, number>();
      for (const [position, score] of total) {
        const more = scores.get(position);
        if (more !== undefined) next.set(position, score + more);
      }
      total = next;
      if (total.size === 0) break;
    }
    return total;
  };
}

/** Whether an entry passes the filters other than the keyword. */
const passesFilters = <P extends ProductRecord>(e: Entry<P>, filters: CatalogFilters): boolean => {
  const p = e.product;
  if (filters.category && p.category !== filters.category) return false;
  const wanted = filters.skinType;
  if (wanted && !e.skinTypes.some((s) => s.includes(wanted))) return false;
  if (filters.concern && !e.concerns.has(filters.concern)) return false;
  if (filters.minPrice !== undefined && p.price < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && p.price > filters.maxPrice) return false;
  if (filters.minRating && e.rating < filters.minRating) return false;
  return true;
};

const byName = <P extends ProductRecord>(a: Entry<P>, b: Entry<P>) =>
  a.product.name.localeCompare(b.product.name, 'pt-BR');

/** Each sort's order; ties go by name. Relevance is the keyword's score, or the catalogue's order without one. */
const orderings = <P extends ProductRecord>(
  scores: Map<number, number> | undefined,
): Record<CatalogSort, (a: Entry<P>, b: Entry<P>) => number> => {
  const score = (e: Entry<P>) => scores?.get(e.order) ?? 0;
  return {
    relevance: (a, b) => (scores ? score(b) - score(a) || byName(a, b) : a.order - b.order),
    price_asc: (a, b) => a.product.price - b.product.price || byName(a, b),
    price_desc: (a, b) => b.product.price - a.product.price || byName(a, b),
    rating: (a, b) => b.rating - a.rating || b.product.numReviews - a.product.numReviews || byName(a, b),
    reviews: (a, b) => b.product.numReviews - a.product.numReviews || b.rating - a.rating || byName(a, b),
    name: byName,
  };
};

export function buildCatalogIndex<P extends ProductRecord>(products: readonly P[]): CatalogIndex<P> {
  const entries: Entry<P>[] = products.map((product, order) => ({
    product,
    order,
    skinTypes: product.skinTypes.map(fold),
    concerns: new Set(product.concerns.flatMap((c) => skinConcernKeyOf(c) ?? [])),
    rating: averageRating(product.ratingTotal, product.numReviews),
  }));
  const byId = new Map(entries.map((e) => [e.product.id, e]));
  // Built at the first keyword search: the routes that read products by id or filter them (favourites, reviews,
  // a category's list) never search by word, and a cold container would index every label for nothing.
  const keywordScores = lazy(() => keywordIndex(entries));
  return {
    size: entries.length,
    get: (id) => byId.get(id)?.product,
    all: () => entries.map((e) => e.product),
    search(filters) {
      const scores = filters.keyword ? keywordScores()(filters.keyword) : undefined;
      const matches = entries.filter(
        (e, position) => (!scores || scores.has(position)) && passesFilters(e, filters),
      );
      return matches.sort(orderings<P>(scores)[filters.sort ?? 'relevance']).map((e) => e.product);
    },
  };
}
