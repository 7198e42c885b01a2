import { spellingsOf } from '../ingredients/lookup';
import type { Ingredient } from '../ingredients/types';

/** One INCI name the scanner recognises: a CosIng name, or an ingredient of the project's own data. */
export interface InciEntry {
  /** Folded name (see foldName): the entry's identity. */
  key: string;
  /** The name as CosIng (or the project's data) writes it. */
  inci: string;
  /** Indexes into COSING_FUNCTIONS. */
  functions: readonly number[];
  /** The project's own knowledge of it (pt-BR name, roles, cautions), for the common ones. */
  ingredient?: Ingredient;
}

export interface InciDictionary {
  /** Every folded spelling: CosIng names first, then the project's aliases where no CosIng name has them. */
  byKey: ReadonlyMap<string, InciEntry>;
  /** OCR skeleton (see skeletonOf) → the entries that have it; more than one means the skeleton is ambiguous. */
  bySkeleton: ReadonlyMap<string, readonly InciEntry[]>;
  /** Trigram of a skeleton → indexes into `skeletons`, for the near-miss search. */
  grams: ReadonlyMap<string, readonly number[]>;
  skeletons: ReadonlyArray<{ skeleton: string; entry: InciEntry }>;
  size: number;
}

/** Lower case, no accents, every run of other characters one space: 'Aqua/Water' → 'aqua water'. */
export const foldName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();

/**
 * What OCR cannot tell apart, made equal: 0/o, 1/l/i/|, 5/s, rn/m, vv/w, and no spaces (OCR drops and adds
 * them). Two real names with one skeleton are never corrected to either (the map keeps both).
 */
export const skeletonOf = (folded: string): string =>
  folded
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/0/g, 'o')
    .replace(/[1l|]/g, 'i')
    .replace(/5/g, 's')
    .replace(/ /g, '');

export const trigramsOf = (text: string): string[] => {
  const padded = `^${text}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
};

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Reads the dictionary file's text: `NAME<TAB>1,5,9` a line (scripts/build-inci-dictionary.ts writes it). */
export function parseCosIngLines(text: string): InciEntry[] {
  const entries: InciEntry[] = [];
  for (const line of text.split('\n')) {
    const [inci, fns] = line.split('\t');
    if (!inci) continue;
    const functions = fns ? fns.split(',').map(Number) : [];
    entries.push({ key: foldName(inci), inci, functions });
  }
  return entries;
}

/**
 * Joins CosIng's names with the project's ingredient data: an ingredient whose INCI name or an alias is a CosIng
 * name enriches that entry; its other aliases ('niacinamida', 'vitamin b3') become spellings of it, but only
 * where no CosIng name is spelt so: a real INCI name always stays itself.
 */
export function buildInciDictionary(
  cosing: readonly InciEntry[],
  known: readonly Ingredient[],
): InciDictionary {
  const byKey = new Map<string, InciEntry>();
  for (const entry of cosing) if (!byKey.has(entry.key)) byKey.set(entry.key, { ...entry });
  for (const ingredient of known) {
    const spellings = spellingsOf(ingredient).map(foldName).filter(Boolean);
    const target = spellings.map((s) => byKey.get(s)).find((e) => e !== undefined);
    const entry: InciEntry = target ?? {
      key: foldName(ingredient.inci),
      inci: ingredient.inci,
      functions: [],
    };
    if (!entry.ingredient) entry.ingredient = ingredient;
    if (!target) byKey.set(entry.key, entry);
    for (const spelling of spellings) if (!byKey.has(spelling)) byKey.set(spelling, entry);
  }
  const bySkeleton = new Map<string, InciEntry[]>();
  const skeletons: Array<{ skeleton: string; entry: InciEntry }> = [];
  const grams = new Map<string, number[]>();
  for (const [key, entry] of byKey) {
    const skeleton = skeletonOf(key);
    const list = bySkeleton.get(skeleton);
    if (list?.includes(entry)) continue;
    pushTo(bySkeleton, skeleton, entry);
    const at = skeletons.push({ skeleton, entry }) - 1;
    for (const gram of new Set(trigramsOf(skeleton))) pushTo(grams, gram, at);
  }
  return { byKey, bySkeleton, grams, skeletons, size: new Set(byKey.values()).size };
}
