import type { Scan, ScanFlagKind, ScanIngredient } from '@pele/shared/schemas/scans';
import { ROLE_LABELS } from '../ingredients/role-labels';
import { COSING_FUNCTION_LABELS, COSING_FUNCTIONS } from './cosing-functions';
import type { InciDictionary, InciEntry } from './inci-dictionary';
import { readLabelText } from './label-text';
import { matchName } from './match-name';
import { type RecognisedEntry, recognise } from './recognise';
import { flagsFor, type ScanPerson } from './scan-flags';

/** pt-BR: what an ingredient does; the team's words for the common ones, CosIng's functions for the rest. */
export function whatItDoes(entry: InciEntry): string | null {
  const roles = entry.ingredient?.roles ?? [];
  if (roles.length > 0)
    return roles
      .slice(0, 3)
      .map((r) => ROLE_LABELS[r])
      .join(', ');
  const labels = [
    ...new Set(
      entry.functions.flatMap((i) =>
        COSING_FUNCTIONS[i] ? [COSING_FUNCTION_LABELS[COSING_FUNCTIONS[i]]] : [],
      ),
    ),
  ];
  return labels.length > 0 ? labels.slice(0, 3).join(', ') : null;
}

export type ScanOutcome =
  | { ok: true; recognised: RecognisedEntry[] }
  | { ok: false; reason: 'unreadable' | 'no_list' };

/** Fewer recognised names than this on a photo: no ingredient list was found in it. */
const MIN_RECOGNISED_ON_PHOTO = 2;

/**
 * Reads a label's text. A photo with no list found is `unreadable` when OCR was unsure of what it read (the person
 * should retake it: closer, more light, flat) and `no_list` when it read well but found no ingredient list.
 */
export function readScan(
  dict: InciDictionary,
  input: { text: string; source: 'photo' | 'text'; ocrConfidence?: number },
  readableFrom: number,
): ScanOutcome {
  const recognised = recognise(dict, readLabelText(input.text).segments);
  const count = recognised.filter((r) => r.entry).length;
  if (count >= (input.source === 'photo' ? MIN_RECOGNISED_ON_PHOTO : 1)) return { ok: true, recognised };
  const unsure = input.source === 'photo' && (input.ocrConfidence ?? 0) < readableFrom;
  const letters = (input.text.match(/\p{Letter}/gu) ?? []).length;
  return {
    ok: false,
    reason: unsure || (input.source === 'photo' && letters < 20) ? 'unreadable' : 'no_list',
  };
}

const WATCH_LABELS: Record<Exclude<ScanFlagKind, 'skin_fit'>, [one: string, many: string]> = {
  avoid: ['ingrediente da sua lista de evitar', 'ingredientes da sua lista de evitar'],
  allergen: ['alérgeno de fragrância declarado na UE', 'alérgenos de fragrância declarados na UE'],
  pregnancy: ['ingrediente com cuidado na gestação', 'ingredientes com cuidado na gestação'],
  conflict: ['ingrediente que conflita com a sua rotina', 'ingredientes que conflitam com a sua rotina'],
  skin_misfit: ['ingrediente pouco indicado para a sua pele', 'ingredientes pouco indicados para a sua pele'],
};

function watchLines(ingredients: readonly ScanIngredient[]): string[] {
  const lines: string[] = [];
  for (const kind of Object.keys(WATCH_LABELS) as Array<keyof typeof WATCH_LABELS>) {
    const named = ingredients.filter((i) => i.flags.some((f) => f.kind === kind)).map((i) => i.inci ?? i.raw);
    const unique = [...new Set(named)];
    if (unique.length === 0) continue;
    const [one, many] = WATCH_LABELS[kind];
    lines.push(`${unique.length} ${unique.length === 1 ? one : many}: ${unique.join(', ')}.`);
  }
  const unknown = ingredients.filter((i) => !i.inci).length;
  if (unknown > 0)
    lines.push(
      `${unknown} ${unknown === 1 ? 'nome não reconhecido' : 'nomes não reconhecidos'}: confira no rótulo.`,
    );
  return lines;
}

const titleCase = (inci: string) =>
  inci.toLowerCase().replace(/(^|[\s/(-])(\p{Letter})/gu, (_, p, c) => p + c.toUpperCase());

/** The scan as saved and shown, without its id and time (the repository adds them). */
export function buildScan(
  recognised: readonly RecognisedEntry[],
  person: ScanPerson,
): Omit<Scan, 'id' | 'createdAt' | 'source' | 'alternatives'> {
  const ingredients: ScanIngredient[] = recognised.map((r, i) => ({
    position: i + 1,
    raw: r.raw,
    inci: r.entry ? titleCase(r.entry.inci) : null,
    name: r.entry?.ingredient?.ptName ?? null,
    does: r.entry ? whatItDoes(r.entry) : null,
    match: r.how ?? null,
    mayContain: r.mayContain,
    flags: flagsFor(r, person),
  }));
  const recognisedCount = ingredients.filter((i) => i.inci).length;
  return {
    title: ingredients
      .flatMap((i) => i.inci ?? [])
      .slice(0, 3)
      .join(', '),
    summary: {
      total: ingredients.length,
      recognised: recognisedCount,
      unrecognised: ingredients.length - recognisedCount,
      flagged: ingredients.filter((i) => i.flags.some((f) => f.kind !== 'skin_fit')).length,
      watch: watchLines(ingredients),
    },
    ingredients,
    basedOnAnalysis: person.measured,
  };
}

/** Dictionary keys of a product's INCI list (exact and OCR-equal names only: the catalog is typed, not read). */
export const productKeys = (dict: InciDictionary, list: readonly string[]): Set<string> =>
  new Set(list.flatMap((name) => matchName(dict, name)?.entry.key ?? []));
