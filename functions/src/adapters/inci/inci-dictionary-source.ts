/** The INCI dictionary file, from the repository root: the adapter reads it, deployment ships it (data-files.ts). */
export const INCI_DICTIONARY_SOURCE = 'functions/data/inci/cosing-inci.tsv.gz';
