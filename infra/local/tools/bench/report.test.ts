import { describe, expect, it } from 'vitest';
import type { Budget } from './budgets';
import { judge, markdownTable } from './report';

const budgets: Budget[] = [
  { key: 'a', label: 'Fast thing', unit: 'ms', max: 200 },
  { key: 'b', label: 'Share', unit: '%', min: 100 },
  { key: 'c', label: 'Never ran', unit: '', max: 0 },
];

describe('bench report', () => {
  it('says met, not met or not measured for each budget, limits included', () => {
    const rows = judge(budgets, { a: 200, b: 99.5, c: Number.NaN });
    expect(rows.map((r) => r.verdict)).toEqual(['met', 'not met', 'not measured']);
    expect(judge(budgets, { a: 200.1, b: 100 }).map((r) => r.verdict)).toEqual([
      'not met',
      'met',
      'not measured',
    ]);
  });

  it('writes one markdown row per budget with its value and limit', () => {
    const table = markdownTable(judge(budgets, { a: 123.456, b: 100 }));
    expect(table.split('\n')).toEqual([
      '| figure | value | budget | |',
      '| --- | ---: | --- | --- |',
      '| Fast thing | 123.5 ms | ≤ 200 ms | met |',
      '| Share | 100 % | ≥ 100 % | met |',
      '| Never ran | — | ≤ 0 | not measured |',
    ]);
  });
});
