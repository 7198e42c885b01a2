/**
 * Builds the label scanner's INCI dictionary from the European Commission's CosIng inventory (Ingredients &
 * Fragrance Inventory, CSV export: one row per INCI name with its CosIng functions).
 *
 *   npx tsx functions/scripts/build-inci-dictionary.ts <cosing.csv>
 *
 * Input columns read: `inci_name` (or CosIng's own `INCI name`) and `function` (`Function`). Output: one line per
 * name, `NAME<TAB>function indexes` (indexes into COSING_FUNCTIONS, the names CosIng uses), gzipped, in
 * functions/data/inci/cosing-inci.tsv.gz. Functions CosIng lists that COSING_FUNCTIONS lacks fail the build,
 * so a newer export cannot lose them silently. Sources and licence: functions/data/inci/SOURCES.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COSING_FUNCTIONS } from '../src/domain/scanner/cosing-functions';

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const input = process.argv[2];
if (!input) throw new Error('usage: build-inci-dictionary.ts <cosing.csv>');
const rows = csvRows(readFileSync(input, 'utf8'));
const headerAt = rows.findIndex((r) => r.some((c) => /^inci[ _]name$/i.test(c.trim())));
const header = (rows[headerAt] ?? []).map((c) => c.trim().toLowerCase());
const nameCol = header.findIndex((c) => c === 'inci_name' || c === 'inci name');
const functionCol = header.indexOf('function');
if (headerAt < 0 || functionCol < 0) throw new Error('no INCI name / function header found');

const indexOf = new Map(COSING_FUNCTIONS.map((name, i) => [name.toLowerCase(), i]));
const byName = new Map<string, Set<number>>();
for (const row of rows.slice(headerAt + 1)) {
  const name = (row[nameCol] ?? '').replace(/\s+/g, ' ').trim().toUpperCase();
  if (!name) continue;
  const functions = byName.get(name) ?? new Set<number>();
  for (const fn of (row[functionCol] ?? '').split(',')) {
    const key = fn.trim().toLowerCase();
    if (!key || key === 'not reported') continue;
    const index = indexOf.get(key);
    if (index === undefined) throw new Error(`CosIng function not in COSING_FUNCTIONS: ${fn.trim()}`);
    functions.add(index);
  }
  byName.set(name, functions);
}
const lines = [...byName]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, fns]) => `${name}\t${[...fns].sort((a, b) => a - b).join(',')}`);
const out = join(import.meta.dirname, '..', 'data', 'inci', 'cosing-inci.tsv.gz');
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} INCI names → ${out}`);
