import { foldName, type InciDictionary, type InciEntry, skeletonOf, trigramsOf } from './inci-dictionary';

/**
 * How a label entry was recognised: `exact` (the name, in any case or accent), `ocr` (equal once the letters OCR
 * confuses are made equal), `near` (a few letters off, and nearer to this name than to any other).
 */
export type MatchHow = 'exact' | 'ocr' | 'near';
export interface NameMatch {
  entry: InciEntry;
  how: MatchHow;
}

/** Letters a near match may differ by, for a skeleton of this length: short names must be exact. */
export const allowedEdits = (length: number): number => (length < 6 ? 0 : length <= 9 ? 1 : 2);

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** The digits OCR does not confuse with letters: a correction may never change one ('PEG-40' is not 'PEG-60'). */
const firmDigits = (skeleton: string) => skeleton.replace(/[^2346789]/g, '');

/** The one entry nearest to `skeleton` within its allowed edits; none when two are equally near. */
function nearest(dict: InciDictionary, skeleton: string): InciEntry | undefined {
  const max = allowedEdits(skeleton.length);
  if (max === 0) return undefined;
  const grams = [...new Set(trigramsOf(skeleton))];
  const shared = new Map<number, number>();
  for (const gram of grams)
    for (const at of dict.grams.get(gram) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
  // One edit breaks at most three trigrams.
  const needed = Math.max(1, grams.length - 3 * max);
  const digits = firmDigits(skeleton);
  let best: { distance: number; entry: InciEntry } | undefined;
  let tie = false;
  for (const [at, count] of shared) {
    if (count < needed) continue;
    const candidate = dict.skeletons[at];
    if (!candidate || firmDigits(candidate.skeleton) !== digits) continue;
    const distance = boundedDistance(skeleton, candidate.skeleton, max);
    if (distance > max) continue;
    if (!best || distance < best.distance) {
      best = { distance, entry: candidate.entry };
      tie = false;
    } else if (distance === best.distance && candidate.entry !== best.entry) tie = true;
  }
  return best && !tie ? best.entry : undefined;
}

const unique = (entries: readonly InciEntry[] | undefined) =>
  entries && entries.length === 1 ? entries[0] : undefined;

/** 'Aqua (Water)' → 'Aqua' and 'Water'; 'Aqua/Water/Eau' → its parts (only when the whole is no name). */
function variants(raw: string): { outside?: string; inside: string[]; slashed: string[] } {
  const outside = raw.replace(/\([^)]*\)?/g, ' ').trim();
  const inside = [...raw.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] as string);
  const slashed = raw.includes('/') ? raw.split('/').map((s) => s.trim()) : [];
  return { outside: outside !== raw.trim() ? outside : undefined, inside, slashed };
}

function exactOrOcr(dict: InciDictionary, text: string): NameMatch | undefined {
  const folded = foldName(text);
  if (!/\p{Letter}/u.test(folded)) return undefined;
  const exact = dict.byKey.get(folded);
  if (exact) return { entry: exact, how: 'exact' };
  const ocr = unique(dict.bySkeleton.get(skeletonOf(folded)));
  return ocr ? { entry: ocr, how: 'ocr' } : undefined;
}

/** Slash parts name one ingredient ('Aqua/Water/Eau') only when no part names another. */
function slashMatch(dict: InciDictionary, parts: readonly string[]): NameMatch | undefined {
  // 'Aqua/Water/Eau': one word in each language, the INCI name first (CosIng lists 'WATER' too).
  if (parts.length <= 3 && parts.every((p) => /^\p{Letter}+$/u.test(p))) {
    const lead = exactOrOcr(dict, parts[0] ?? '');
    if (lead) return lead;
  }
  const found = parts.map((p) => exactOrOcr(dict, p)).filter((m) => m !== undefined);
  const first = found[0];
  if (!first || found.some((m) => m.entry !== first.entry)) return undefined;
  const unmatched = parts.length - found.length;
  return unmatched <= found.length ? first : undefined;
}

/**
 * The dictionary entry a label entry names, or undefined. A real INCI name always finds itself first (exact
 * lookups come before any correction), so no correction can turn one real ingredient into another.
 */
export function matchName(dict: InciDictionary, raw: string): NameMatch | undefined {
  const whole = exactOrOcr(dict, raw);
  if (whole) return whole;
  const { outside, inside, slashed } = variants(raw);
  for (const part of [outside, ...inside]) {
    const hit = part ? exactOrOcr(dict, part) : undefined;
    if (hit) return hit;
  }
  if (slashed.length > 1) {
    const hit = slashMatch(dict, slashed);
    if (hit) return hit;
  }
  for (const text of [raw, outside]) {
    if (!text) continue;
    const entry = nearest(dict, skeletonOf(foldName(text)));
    if (entry) return { entry, how: 'near' };
  }
  return undefined;
}
