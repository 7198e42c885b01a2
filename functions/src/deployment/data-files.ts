import { INCI_DICTIONARY_SOURCE } from '../adapters/inci/inci-dictionary-source';
import type { EnvKey } from '../config';

/**
 * Data files a handler reads from disk at run time instead of carrying them in its bundle (a 230 KB gzipped
 * dictionary inlined as a string would be parsed on every cold start, used or not). A route that needs one
 * names it in its deployment (`dataFiles`); CDK copies it beside that route's bundle and points the function's
 * environment variable at the copy, while the local run and the tests read the repository's file.
 */
export const DATA_FILES = {
  inciDictionary: {
    /** From the repository root. */
    source: INCI_DICTIONARY_SOURCE,
    /** The variable the handler reads the copy's path from. */
    env: 'inciDictionaryPath',
  },
} as const satisfies Record<string, { source: string; env: EnvKey }>;

export type DataFile = keyof typeof DATA_FILES;

/** The folder of the Lambda asset (the task root at run time) the data files are copied to. */
export const ASSET_DATA_DIR = 'data';
