/** Enough for every name the catalog, the avoid lists and the analyzer use; past it the memo starts over. */
const MAX_MEMO = 5000;
const folded = new Map<string, string>();

/**
 * Lower case without accents ('Sensível' → 'sensivel'): how the product rules compare names people wrote. Memoised,
 * because ranking the catalog folds the same few hundred names for every product of every request (a tenth of a
 * recommendation's CPU before).
 */
export function foldAccents(text: string): string {
  let hit = folded.get(text);
  if (hit === undefined) {
    hit = text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    if (folded.size >= MAX_MEMO) folded.clear();
    folded.set(text, hit);
  }
  return hit;
}
