import { splitInciList } from '../ingredients/normalize';

/** One entry of an ingredient list as the label prints it. */
export interface LabelSegment {
  raw: string;
  /** Listed after '+/-', 'may contain' or 'pode conter' (colours of a range, traces). */
  mayContain: boolean;
}

export interface LabelRead {
  segments: LabelSegment[];
  /** Whether an 'Ingredients:' / 'Ingredientes:' / 'Composição:' header was found. */
  headerFound: boolean;
}

/** OCR reads 'Composição' as 'Composigao' and 'Ingredients' as 'Ingredlents': the header tolerates both. */
const HEADER = /\b(?:ingr[eé]d[il1I]ents?|ingredientes|composi[cçg]?[aã]o|composition|inci)\s*[:;.]/iu;
/** Sections printed after the list: the list ends where one starts. */
const TRAILER =
  /\b(?:modo de (?:usar|uso)|how to use|directions|warnings?|caution|precau[cç][oõ]es|advert[eê]ncias?|aten[cç][aã]o|validade|lote|fabricado|made in|conte[uú]do|net wt|sac\b|cnpj)/iu;
const MAY_CONTAIN = /(?:\[\s*)?(?:\+\s*\/\s*-|±|\bmay contain\b|\bpode conter\b|\bpeut contenir\b)\s*:?/iu;
const PERCENT = /\(?\s*\d+(?:[.,]\d+)?\s*%\s*\)?/gu;

/** Line ends as labels break them: a word hyphenated across lines is one word, 'PEG-' + '100' keeps its hyphen. */
const joinLines = (text: string): string => {
  const joined = text
    .replace(/(\p{Letter})-[ \t]*\n[ \t]*(?=\p{Letter})/gu, '$1')
    .replace(/-[ \t]*\n[ \t]*(?=\d)/gu, '-');
  // A list with commas breaks lines anywhere: a line end is a space. Without commas each line is an entry.
  const commas = (joined.match(/,/g) ?? []).length;
  return commas >= 2 ? joined.replace(/\s*\n\s*/g, ' ') : joined.replace(/\s*\n\s*/g, ', ');
};

const cleanEntry = (entry: string): string =>
  entry
    .replace(PERCENT, ' ')
    .replace(/[*†‡¹²³]+/gu, ' ')
    .replace(/^[\s.:;\-–—_'"`´]+|[\s.:;\-–—_'"`´]+$/gu, '')
    .replace(/^\(([^()]*)$/u, '$1')
    .replace(/^([^(]*)[)\]}]$/u, '$1')
    .replace(/\s+/g, ' ')
    .trim();

const entriesOf = (text: string): string[] =>
  splitInciList(text.replace(/\.\s+(?=\p{Uppercase_Letter})/gu, ', '))
    .map(cleanEntry)
    .filter((entry) => /\p{Letter}/u.test(entry));

/** Drops a '(' that closes nowhere near (OCR misread a letter): it would swallow the rest of the list. */
function dropUnclosed(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '(') {
      const close = text.indexOf(')', i);
      const nextOpen = text.indexOf('(', i + 1);
      if (close < 0 || close - i > 80 || (nextOpen >= 0 && nextOpen < close)) continue;
    }
    out += ch;
  }
  return out;
}

/**
 * Reads the ingredient list out of a label's text (OCR'd or pasted): from its header to the next section,
 * entries split on commas, semicolons, bullets and (in a list without commas) line ends; percentages, footnote
 * marks and stray punctuation removed; the '+/-' / 'may contain' part marked.
 */
export function readLabelText(text: string): LabelRead {
  let body = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[•·●▪|]/gu, ',')
    .replace(/[‚،]/gu, ',');
  const header = HEADER.exec(body);
  if (header) body = body.slice(header.index + header[0].length);
  const trailer = TRAILER.exec(body);
  if (trailer) body = body.slice(0, trailer.index);
  body = joinLines(body);
  const may = MAY_CONTAIN.exec(body);
  // No INCI name has square brackets: they only ever frame the '+/-' part.
  const main = dropUnclosed((may ? body.slice(0, may.index) : body).replace(/[[\]{}]/g, ' '));
  const extra = dropUnclosed(may ? body.slice(may.index + may[0].length).replace(/[[\]{}]/g, ' ') : '');
  return {
    headerFound: header !== null,
    segments: [
      ...entriesOf(main).map((raw) => ({ raw, mayContain: false })),
      ...entriesOf(extra).map((raw) => ({ raw, mayContain: true })),
    ],
  };
}
