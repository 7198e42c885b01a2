/**
 * What a text a client sends becomes before any rule reads it or the table stores it.
 *
 * - Lone surrogates become U+FFFD: they are not Unicode, and a store or an e-mail encoder may choke on them.
 * - Control characters go (NUL and the rest of C0, DEL, C1): they have no place in a name or a review and
 *   can cut a string short in a log or a file. A multi-line field keeps its line breaks (CR LF, CR, NEL,
 *   U+2028 and U+2029 all become LF) and its tabs; in a one-line field they become a space, so words that
 *   stood on two lines do not run together.
 * - Bidirectional embeddings, overrides and isolates go (U+202A–202E, U+2066–2069): they reorder what a
 *   reader sees ('Trojan Source'), so a review or a name could show text other than what it contains. The
 *   implicit marks go too (LRM U+200E, RLM U+200F, ALM U+061C): they are invisible and can only move
 *   neutral characters such as digits and punctuation, which is spoofing and nothing a pt-BR text needs; a
 *   mixed-direction name without them still reads, at worst with a punctuation mark on the other side.
 * - The byte-order mark U+FEFF goes (a stray one from a copied text is invisible and breaks equality).
 * - The rest is NFC-normalized after the removals (a removed character may have separated a letter from its
 *   accent), so 'é' typed on one keyboard equals 'é' typed on another, in searches and uniqueness checks.
 *
 * Joiners (ZWJ, ZWNJ) stay: emoji sequences and several scripts need them.
 * HTML is not touched: text is stored and returned as text, and the SPA renders it through React, which
 * escapes it; stripping tags would mangle honest text ('pH < 5', '<3') and give no safety that escaping
 * does not already give where the text is shown.
 */
const BIDI_AND_BOM = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\uFEFF]/g;
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u`). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** C0 (but tab and line feed), DEL and C1; line breaks are mapped before this runs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for
const CONTROLS_BUT_TAB_AND_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** A multi-line text (a review's content): line breaks as LF, tabs kept. */
export const cleanMultilineText = (value: string) =>
  value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROLS_BUT_TAB_AND_LF, '')
    .replace(BIDI_AND_BOM, '')
    .normalize('NFC');

/** A one-line text (a name, a title, a search): line breaks and tabs become a space. */
export const cleanLineText = (value: string) =>
  value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(LINE_BREAKS, ' ')
    .replace(/\t/g, ' ')
    .replace(CONTROLS_BUT_TAB_AND_LF, '')
    .replace(BIDI_AND_BOM, '')
    .normalize('NFC');

/**
 * For the few strings that must reach their destination exactly as typed (passwords, which Cognito compares
 * byte for byte: cleaning them now would lock out an account whose password was set before). Identity, but
 * a named one, so the route-table test can tell a string that chose to stay raw from one that was forgotten.
 */
export const keepAsSent = (value: string) => value;
