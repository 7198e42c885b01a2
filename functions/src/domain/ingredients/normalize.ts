import { foldAccents } from '../fold-accents';

/**
 * Folds an ingredient name for comparison: accents and case removed, every run of punctuation or
 * space turned into one space. 'Ácido  Salicílico' and 'acido-salicilico' both become
 * 'acido salicilico'; '1,2-Hexanediol' becomes '1 2 hexanediol'.
 */
export function normalizeIngredientName(name: string): string {
  return foldAccents(name)
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/**
 * Splits an INCI list written as one string. Commas separate ingredients, except a comma between
 * two digits ('1,2-Hexanediol') or inside parentheses ('Parfum (Linalool, Limonene)' stays one).
 */
export function splitInciList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < list.length; i++) {
    const ch = list[i] as string;
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    const betweenDigits = /\d/.test(list[i - 1] ?? '') && /\d/.test(list[i + 1] ?? '');
    if ((ch === ',' || ch === ';') && depth === 0 && !betweenDigits) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim().replace(/\.$/, '').trim()).filter((p) => p.length > 0);
}

/** Accepts an ingredient list as stored (array) or as typed by people (one comma-separated string). */
export const toIngredientArray = (list: string | readonly string[]): string[] =>
  typeof list === 'string' ? splitInciList(list) : list.map((s) => s.trim()).filter((s) => s.length > 0);
