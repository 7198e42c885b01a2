import type { Analysis } from '@pele/shared/schemas/skin-analysis';
import styles from './analysis.module.css';
import { SeverityMeter } from './severity-meter';

/** Shown at 0% when the analysis lists no concern (spec 2.7). */
export const PLACEHOLDER_CONCERNS = ['Tendência a Acne', 'Hiperpigmentação', 'Linhas Finas'] as const;

export function ConcernList({ concerns }: { concerns: Analysis['concerns'] }) {
  return (
    <section className="card stack" aria-labelledby="concerns-title">
      <h3 id="concerns-title" className="card__title">
        Preocupações
      </h3>
      <ul className={styles.meterList}>
        {concerns.length > 0
          ? concerns.map((concern) => (
              <SeverityMeter
                key={concern.key}
                label={concern.name}
                value={concern.severity}
                description={concern.description}
                testId={`concern-${concern.key}`}
              />
            ))
          : PLACEHOLDER_CONCERNS.map((name) => (
              <SeverityMeter key={name} label={name} value={0} testId="concern-placeholder" />
            ))}
      </ul>
    </section>
  );
}
