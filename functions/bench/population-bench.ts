/**
 * How the engine's headline numbers spread across people and stay with a person (not a test):
 * per fixture set, for each of the six headline numbers (dry, oily, sensitive; hydration, texture, pigmentation),
 * the share of faces at its most common value and the interquartile range; on the sets of several photos per
 * person, ICC(1); and the skin types' distribution.
 * Sets (functions/test/fixtures/images, SOURCES.md): `reference` (one photo each of many people: the calibration
 * is fitted on it), `reference-held-out` (other people, fitted on nothing), `repeat` (3–6 photos of each of 8
 * people: the band decisions read its ICC), `repeat-held-out` (3 more people), `fixtures` (the everyday selfies
 * and the two held-out sets the quality gate and stability were checked on).
 * Run: npx tsx functions/bench/population-bench.ts [--json FILE] [--dump FILE]
 *   --json: the figures `npm run bench` reads; --dump: every analysis's numbers and measures (for the fitting
 *   script, functions/src/skin-engine/calibration/fit-calibration.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createOfflineAnalyzer } from '../src/skin-engine';
import { icc1, interquartileRange, modeShare } from '../src/skin-engine/calibrate/population-stats';

const FIXTURES = join(import.meta.dirname, '../test/fixtures/images');
const SETS: Record<string, string[]> = {
  reference: ['reference'],
  'reference-held-out': ['reference-held-out'],
  repeat: ['repeat'],
  'repeat-held-out': ['repeat-held-out'],
  fixtures: ['everyday', 'held-out', 'held-out-2'],
};
const HEADLINE = ['dry', 'oily', 'sensitive', 'hydration', 'texture', 'pigmentation'] as const;
type Headline = (typeof HEADLINE)[number];

/** A repeat-set photo is named `<person>-<n>.jpg`. */
const personOf = (file: string) => file.replace(/-\d+\.(jpe?g|png)$/i, '');

export interface PopulationRecord {
  set: string;
  file: string;
  person: string;
  status: string;
  skinType?: string;
  numbers?: Record<Headline, number>;
  measures?: Record<string, number>;
  /** Each measured zone's raw numbers, by zone key. */
  zones?: Record<string, Record<string, number>>;
}

const analyzer = createOfflineAnalyzer();
const records: PopulationRecord[] = [];
for (const [set, folders] of Object.entries(SETS)) {
  for (const folder of folders) {
    for (const file of readdirSync(join(FIXTURES, folder))
      .filter((f) => /\.(jpe?g|png)$/i.test(f))
      .sort()) {
      const outcome = await analyzer.analyze(readFileSync(join(FIXTURES, folder, file)));
      const record: PopulationRecord = {
        set,
        file: `${folder}/${file}`,
        person: personOf(file),
        status: outcome.status,
      };
      if (outcome.status === 'complete') {
        const r = outcome.result;
        record.skinType = r.skinType;
        record.numbers = { ...r.scores, ...r.metrics };
        record.measures = { ...r.measures };
        record.zones = Object.fromEntries(
          r.zones.filter((z) => z.measured).map((z) => [z.key, { ...z.raw }]),
        );
      } else record.status = `failed:${outcome.code}`;
      records.push(record);
    }
  }
}

const pct = (share: number) => `${Math.round(100 * share)}%`;
const figures: Record<string, number> = {};
for (const set of Object.keys(SETS)) {
  const all = records.filter((r) => r.set === set);
  const done = all.filter((r) => r.numbers);
  const people = new Set(all.map((r) => r.person)).size;
  const repeated = set.startsWith('repeat');
  console.log(
    `\n${set}: ${done.length}/${all.length} photos analysed${repeated ? `, ${people} people` : ''}`,
  );
  const rows = HEADLINE.map((key) => {
    const values = done.map((r) => r.numbers?.[key] ?? Number.NaN);
    const byPerson = [...new Set(done.map((r) => r.person))].map((p) =>
      done.filter((r) => r.person === p).map((r) => r.numbers?.[key] ?? Number.NaN),
    );
    const row = {
      number: key,
      modeShare: pct(modeShare(values)),
      IQR: Math.round(interquartileRange(values) * 10) / 10,
      ...(repeated ? { 'ICC(1)': Math.round(icc1(byPerson) * 100) / 100 } : {}),
    };
    figures[`population.${set}.${key}.modeShare`] = modeShare(values);
    figures[`population.${set}.${key}.iqr`] = interquartileRange(values);
    if (repeated) figures[`population.${set}.${key}.icc1`] = icc1(byPerson);
    return row;
  });
  console.table(rows);
  if (repeated)
    figures[`population.${set}.iccAtLeastHalf`] = HEADLINE.filter(
      (key) => (figures[`population.${set}.${key}.icc1`] ?? 0) >= 0.5,
    ).length;
  const types = new Map<string, number>();
  for (const r of done) types.set(r.skinType ?? '', (types.get(r.skinType ?? '') ?? 0) + 1);
  console.log(
    `  types: ${[...types.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([type, n]) => `${type} ${pct(n / Math.max(1, done.length))}`)
      .join(', ')}`,
  );
  figures[`population.${set}.largestTypeShare`] = Math.max(0, ...types.values()) / Math.max(1, done.length);
  figures[`population.${set}.acceptance`] = done.length / Math.max(1, all.length);
  const refused = all.filter((r) => !r.numbers).map((r) => `${r.file} ${r.status}`);
  if (refused.length) console.log(`  refused: ${refused.join('; ')}`);
}
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const jsonFile = flag('--json');
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(figures));
const dumpFile = flag('--dump');
if (dumpFile) writeFileSync(dumpFile, JSON.stringify(records));
