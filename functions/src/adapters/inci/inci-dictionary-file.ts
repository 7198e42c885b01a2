import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { config } from '../../config';
import { INGREDIENTS } from '../../domain/ingredients/lookup';
import {
  buildInciDictionary,
  type InciDictionary,
  parseCosIngLines,
} from '../../domain/scanner/inci-dictionary';
import { INCI_DICTIONARY_SOURCE } from './inci-dictionary-source';

/** Where the dictionary file lives in the repository (the Lambda asset has its own copy, INCI_DICTIONARY_PATH). */
export const INCI_DICTIONARY_FILE = INCI_DICTIONARY_SOURCE;

/** The repository's copy, found from the working directory up (the local run, tests and benches start in it). */
function repositoryCopy(): string {
  let dir = resolve(process.cwd());
  for (;;) {
    const candidate = join(dir, INCI_DICTIONARY_FILE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`INCI dictionary not found (${INCI_DICTIONARY_FILE})`);
    dir = parent;
  }
}

let loaded: InciDictionary | undefined;

/**
 * The scanner's INCI dictionary: CosIng's names and functions (about 28,700, 230 KB gzipped) joined with the
 * project's ingredient data. Read once per container, on the first scan (about 0.3 s), never inlined in the
 * bundle: the file ships beside the handler.
 */
export function inciDictionary(path = config.inciDictionaryPath ?? repositoryCopy()): InciDictionary {
  loaded ??= buildInciDictionary(
    parseCosIngLines(gunzipSync(readFileSync(path)).toString('utf8')),
    INGREDIENTS,
  );
  return loaded;
}
