import type { InciDictionary, InciEntry } from './inci-dictionary';
import type { LabelSegment } from './label-text';
import { type MatchHow, matchName } from './match-name';

export interface RecognisedEntry {
  /** The text as read from the label (joined or split when OCR lost or added a comma). */
  raw: string;
  mayContain: boolean;
  /** Undefined: not recognised, shown to the person as such. */
  entry?: InciEntry;
  how?: MatchHow;
}

const MAX_WORDS_TO_SPLIT = 8;

/** A segment that is two or three names whose comma OCR lost ('Glycerin Niacinamide'); undefined if not. */
function splitRun(dict: InciDictionary, raw: string, parts = 3): RecognisedEntry[] | undefined {
  const words = raw.split(' ');
  if (words.length < 2 || words.length > MAX_WORDS_TO_SPLIT || parts < 2) return undefined;
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const left = words.slice(0, cut).join(' ');
    const right = words.slice(cut).join(' ');
    const first = matchName(dict, left);
    if (!first || first.how === 'near') continue;
    const second = matchName(dict, right);
    if (second && second.how !== 'near') {
      return [
        { raw: left, mayContain: false, ...first },
        { raw: right, mayContain: false, ...second },
      ];
    }
    const rest = splitRun(dict, right, parts - 1);
    if (rest) return [{ raw: left, mayContain: false, ...first }, ...rest];
  }
  return undefined;
}

/**
 * Recognises each entry of a list. An entry that is no name is tried joined with the next unrecognised one (OCR
 * put a comma or line break inside a name) and split at a word (OCR lost a comma); what still names nothing is
 * kept as unrecognised, never guessed.
 */
export function recognise(dict: InciDictionary, segments: readonly LabelSegment[]): RecognisedEntry[] {
  const out: RecognisedEntry[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as LabelSegment;
    const hit = matchName(dict, segment.raw);
    if (hit) {
      out.push({ ...segment, ...hit });
      continue;
    }
    const next = segments[i + 1];
    if (next && next.mayContain === segment.mayContain) {
      const nextHit = matchName(dict, next.raw);
      const joinedRaw = `${segment.raw} ${next.raw}`;
      const joined = matchName(dict, joinedRaw);
      // A name's last word ('Alcohol', 'Extract') split off by OCR is taken back; a whole name is not.
      if (joined && (!nextHit || (!next.raw.includes(' ') && joined.how !== 'near'))) {
        out.push({ raw: joinedRaw, mayContain: segment.mayContain, ...joined });
        i++;
        continue;
      }
    }
    const previous = out.at(-1);
    if (previous?.entry && previous.mayContain === segment.mayContain && !segment.raw.includes(' ')) {
      // A name's last word that OCR set apart ('Cucumis Sativus Fruit' + 'Extract'): the shorter name was
      // only a name by chance, the longer one is what the label prints.
      const joinedRaw = `${previous.raw} ${segment.raw}`;
      const joined = matchName(dict, joinedRaw);
      if (joined && joined.how !== 'near') {
        out[out.length - 1] = { raw: joinedRaw, mayContain: segment.mayContain, ...joined };
        continue;
      }
    }
    const split = splitRun(dict, segment.raw);
    if (split) out.push(...split.map((s) => ({ ...s, mayContain: segment.mayContain })));
    else out.push({ ...segment });
  }
  return out;
}
