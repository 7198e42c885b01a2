import { useEffect, useState } from 'react';

/**
 * What the landing page claims comes from the product's own data (`GET /api/landing/figures`): the catalogue's
 * size, the analyses made, the accounts created, and the trial length staff set. A count is shown only once
 * it is big enough to be worth saying; the catalogue's size is always true, so it is always shown. The page is
 * prerendered without them (no figure is claimed before the server has said it) and fills them in after load.
 * The fetch is a plain one: the landing hydrates without the app's API client (document-pages.ts).
 */
export const LANDING_FIGURES_PATH = '/api/landing/figures';

/** Below this, "312 análises" reads as small rather than as proof: such a count is left out. */
export const FIGURE_SHOWN_FROM = 1000;

export interface LandingFigures {
  products: number;
  analyses: number;
  people: number;
  freeTrialDays: number;
}

export interface LandingStat {
  value: string;
  label: string;
}

const roundedDown = (n: number): string =>
  n >= 1_000_000
    ? `${(Math.floor(n / 100_000) / 10).toLocaleString('pt-BR')} mi+`
    : `${Math.floor(n / 1000).toLocaleString('pt-BR')} mil+`;

/** The figures to show: the catalogue's exact size, then each count at or above FIGURE_SHOWN_FROM, rounded down. */
export function landingStats(figures: LandingFigures): LandingStat[] {
  const stats: LandingStat[] = [];
  if (figures.products > 0) stats.push({ value: String(figures.products), label: 'produtos no catálogo' });
  if (figures.analyses >= FIGURE_SHOWN_FROM)
    stats.push({ value: roundedDown(figures.analyses), label: 'análises feitas' });
  if (figures.people >= FIGURE_SHOWN_FROM)
    stats.push({ value: roundedDown(figures.people), label: 'pessoas cadastradas' });
  return stats;
}

/**
 * The Premium call to action: the trial staff set (whole days), or no number while it is unknown, shorter than
 * a day, or switched off.
 */
export function trialOffer(freeTrialDays: number | undefined): string {
  if (freeTrialDays === undefined || freeTrialDays <= 0) return 'Conheça o Premium';
  const days = Math.floor(freeTrialDays);
  if (days < 1) return 'Experimente grátis';
  return `Experimente grátis por ${days} ${days === 1 ? 'dia' : 'dias'}`;
}

const isFigures = (value: unknown): value is LandingFigures => {
  const f = value as Partial<LandingFigures> | null;
  return (
    typeof f === 'object' &&
    f !== null &&
    [f.products, f.analyses, f.people, f.freeTrialDays].every((n) => typeof n === 'number')
  );
};

/** The landing's figures once the server answers; null before, and on any failure (then nothing is claimed). */
export function useLandingFigures(): LandingFigures | null {
  const [figures, setFigures] = useState<LandingFigures | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(LANDING_FIGURES_PATH, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { data?: unknown } | null) => {
        if (isFigures(body?.data)) setFigures(body.data);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return figures;
}
