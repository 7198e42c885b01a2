/** Request figures of a load run: counts by label, errors with their first examples, latency percentiles. */
export interface Sample {
  label: string;
  status: number;
  ms: number;
}

/** Nearest-rank percentile of sorted numbers (p in 0..100); 0 for none. */
export const percentile = (sorted: readonly number[], p: number) => {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
};

export const createStats = () => {
  const samples: Sample[] = [];
  const errors: string[] = [];
  let errorCount = 0;
  /** 503 answers while a fault was on, in the envelope with Retry-After: what the fault should produce. */
  let faultAnswers = 0;
  /** Writes answered 503 that had been done all the same (their repeat answered as a repeat does). */
  let doneBeforeFault = 0;
  return {
    record: (sample: Sample) => samples.push(sample),
    error: (what: string) => {
      errorCount++;
      if (errors.length < 20) errors.push(what);
    },
    faultAnswer: () => {
      faultAnswers++;
    },
    doneBeforeFault: () => {
      doneBeforeFault++;
    },
    summary: () => {
      const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
      const byLabel = new Map<string, number[]>();
      for (const s of samples) byLabel.set(s.label, [...(byLabel.get(s.label) ?? []), s.ms]);
      return {
        requests: samples.length,
        errors: errorCount,
        faultAnswers,
        doneBeforeFault,
        p50: percentile(ms, 50),
        p99: percentile(ms, 99),
        firstErrors: errors,
        byLabel: [...byLabel.entries()]
          .map(([label, values]) => {
            const sorted = values.sort((a, b) => a - b);
            return {
              label,
              requests: sorted.length,
              p50: percentile(sorted, 50),
              p99: percentile(sorted, 99),
            };
          })
          .sort((a, b) => b.requests - a.requests),
      };
    },
  };
};
export type Stats = ReturnType<typeof createStats>;
