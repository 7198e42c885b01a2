/**
 * Benchmark of the label scanner (not a test): tesseract.js (LSTM engine, `@tesseract.js-data/eng` best_int
 * trained data from node_modules, nothing fetched) reads each fixture label photo (functions/test/fixtures/labels,
 * 1280×960 JPEGs) after the same preparation the phone makes (shared/src/ocr-image.ts), then the scanner's own
 * parsing and INCI matching run on the text. It prints, for the clean and
 * hard photos of the tuning set and of the held-out set (nothing was tuned on it):
 * - ingredients recognised exactly: printed ingredients whose own dictionary entry is in the scan's result;
 * - false matches: recognised entries that name an ingredient the label does not print, over all recognised;
 * - the time of one scan (preparation + OCR + parsing + matching of one photo), median and slowest, after a
 *   warm-up photo.
 * Run: npx tsx functions/bench/scanner-bench.ts [--json FILE] [--set tuning|held-out] [--kind clean|hard] [--verbose]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { greyOf, preparedForOcr } from '@pele/shared/ocr-image';
import { OCR_MAX_SIDE, OCR_PARAMETERS } from '@pele/shared/ocr-settings';
import sharp from 'sharp';
import { createWorker, OEM } from 'tesseract.js';
import { inciDictionary } from '../src/adapters/inci/inci-dictionary-file';
import { readLabelText } from '../src/domain/scanner/label-text';
import { matchName } from '../src/domain/scanner/match-name';
import { recognise } from '../src/domain/scanner/recognise';

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    set: { type: 'string' },
    kind: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const FIXTURES = join(import.meta.dirname, '../test/fixtures/labels');
interface Label {
  file: string;
  set: 'tuning' | 'held-out';
  kind: 'clean' | 'hard';
  ingredients: string[];
}
const labels = (JSON.parse(readFileSync(join(FIXTURES, 'labels.json'), 'utf8')) as Label[]).filter(
  (l) => (!values.set || l.set === values.set) && (!values.kind || l.kind === values.kind),
);

const require = createRequire(import.meta.url);
const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
let started = performance.now();
const dictionary = inciDictionary();
const dictionaryMs = performance.now() - started;
started = performance.now();
const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
await worker.setParameters(OCR_PARAMETERS);
const workerMs = performance.now() - started;

/**
 * The photo as the phone hands it to tesseract.js: long side at most OCR_MAX_SIDE, then the shared preparation
 * (shared/src/ocr-image.ts) on its pixels, losslessly encoded.
 */
const prepared = async (file: string): Promise<Buffer> => {
  const { data, info } = await sharp(join(FIXTURES, file))
    .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = preparedForOcr(greyOf(data, info.width, info.height));
  return sharp(Buffer.from(image.data.buffer), {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
};

const scan = async (file: string) => {
  const at = performance.now();
  const { data } = await worker.recognize(await prepared(file));
  const found = recognise(dictionary, readLabelText(data.text).segments);
  return { found, text: data.text, confidence: data.confidence, ms: performance.now() - at };
};

await scan(labels[0]?.file ?? '');
type Tally = { printed: number; exact: number; recognised: number; falseMatches: number; times: number[] };
const tallies = new Map<string, Tally>();
for (const label of labels) {
  const { found, text, ms, confidence } = await scan(label.file);
  const tally = tallies.get(`${label.set}.${label.kind}`) ?? {
    printed: 0,
    exact: 0,
    recognised: 0,
    falseMatches: 0,
    times: [],
  };
  const truth = label.ingredients.map((name) => matchName(dictionary, name)?.entry);
  const remaining = [...truth];
  const recognised = found.filter((f) => f.entry);
  for (const f of recognised) {
    const at = remaining.indexOf(f.entry);
    if (at >= 0) remaining.splice(at, 1);
    else tally.falseMatches++;
  }
  const missed = remaining.length;
  tally.printed += truth.length;
  tally.exact += truth.length - missed;
  tally.recognised += recognised.length;
  tally.times.push(ms);
  tallies.set(`${label.set}.${label.kind}`, tally);
  if (values.verbose && (missed > 0 || recognised.length > truth.length - missed)) {
    console.log(`\n${label.file} (conf ${confidence.toFixed(0)}): missed ${missed}`);
    console.log(`  printed: ${label.ingredients.join(' | ')}`);
    console.log(`  read:    ${found.map((f) => (f.entry ? f.entry.inci : `?${f.raw}`)).join(' | ')}`);
    if (missed > 2) console.log(`  text: ${text.replace(/\n/g, ' ⏎ ')}`);
  }
}
await worker.terminate();

const pct = (a: number, b: number) => (b === 0 ? 0 : (100 * a) / b);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const figures: Record<string, number> = {
  'scanner.dictionaryLoadMs': Math.round(dictionaryMs),
  'scanner.ocrStartMs': Math.round(workerMs),
};
console.log(
  `\nDictionary: ${dictionary.size} INCI names, loaded in ${dictionaryMs.toFixed(0)} ms; OCR worker ready in ${workerMs.toFixed(0)} ms`,
);
console.log(
  'set        kind   photos  printed  exact %  recognised  false matches  false %  median ms  slowest ms',
);
for (const [key, t] of [...tallies].sort()) {
  const [set, kind] = key.split('.');
  figures[`scanner.${key}.exactPct`] = Number(pct(t.exact, t.printed).toFixed(1));
  figures[`scanner.${key}.falseMatchPct`] = Number(pct(t.falseMatches, t.recognised).toFixed(2));
  figures[`scanner.${key}.medianMs`] = Math.round(median(t.times));
  figures[`scanner.${key}.slowestMs`] = Math.round(Math.max(...t.times));
  console.log(
    [
      set?.padEnd(9),
      kind?.padEnd(5),
      String(t.times.length).padStart(6),
      String(t.printed).padStart(8),
      pct(t.exact, t.printed).toFixed(1).padStart(8),
      String(t.recognised).padStart(11),
      String(t.falseMatches).padStart(14),
      pct(t.falseMatches, t.recognised).toFixed(2).padStart(8),
      median(t.times).toFixed(0).padStart(10),
      Math.max(...t.times)
        .toFixed(0)
        .padStart(11),
    ].join('  '),
  );
}
const all = [...tallies.values()];
const times = all.flatMap((t) => t.times);
figures['scanner.scanMedianMs'] = Math.round(median(times));
figures['scanner.scanSlowestMs'] = Math.round(Math.max(...times));
figures['scanner.falseMatchPct'] = Number(
  pct(
    all.reduce((n, t) => n + t.falseMatches, 0),
    all.reduce((n, t) => n + t.recognised, 0),
  ).toFixed(2),
);
console.log(
  `One scan of a 1280 px photo: median ${figures['scanner.scanMedianMs']} ms, slowest ${figures['scanner.scanSlowestMs']} ms`,
);
if (values.json) writeFileSync(values.json, JSON.stringify(figures));
