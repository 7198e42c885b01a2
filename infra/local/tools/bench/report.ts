import type { Budget } from './budgets';

export type Verdict = 'met' | 'not met' | 'not measured';

export interface BudgetRow {
  budget: Budget;
  value: number | undefined;
  verdict: Verdict;
}

/** Each budget against the figures measured: a missing or non-finite figure is 'not measured'. */
export const judge = (budgets: readonly Budget[], figures: Record<string, number>): BudgetRow[] =>
  budgets.map((budget) => {
    const value = figures[budget.key];
    if (value === undefined || !Number.isFinite(value))
      return { budget, value: undefined, verdict: 'not measured' };
    const met =
      (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
    return { budget, value, verdict: met ? 'met' : 'not met' };
  });

const round = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1);

const limitText = ({ max, min, unit }: Budget) =>
  [max !== undefined ? `≤ ${max}` : '', min !== undefined ? `≥ ${min}` : '', unit].filter(Boolean).join(' ');

/** The rows as a markdown table: figure, value, budget, verdict. */
export const markdownTable = (rows: readonly BudgetRow[]): string =>
  [
    '| figure | value | budget | |',
    '| --- | ---: | --- | --- |',
    ...rows.map(
      ({ budget, value, verdict }) =>
        `| ${budget.label} | ${value === undefined ? '—' : `${round(value)} ${budget.unit}`.trim()} | ${limitText(budget)} | ${verdict} |`,
    ),
  ].join('\n');
