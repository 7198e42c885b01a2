import { type Analysis, CONCERN_LOW_CONFIDENCE } from '@pele/shared/schemas/skin-analysis';
import styles from './analysis.module.css';
import { SeverityMeter } from './severity-meter';

/** Shown at 0% when the analysis lists no concern (spec 2.7). */
export const PLACEHOLDER_CONCERNS = ['Tendência a Acne', 'Hiperpigmentação', 'Linhas Finas'] as const;

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/**
 * Each concern with where it was measured and how sure the measure is; one seen too little to trust is greyed
 * and says why (analyses made before engine 2 carry neither, and show as before).
 */
export function ConcernList({
  concerns,
  zones,
  againstReference = false,
}: {
  concerns: Analysis['concerns'];
  zones?: Analysis['zones'];
  /** The severities are places among reference faces (analyses with readings), said once above the list. */
  againstReference?: boolean;
}) {
  const zoneName = (key: string) => zones?.find((z) => z.key === key)?.name ?? key;
  return (
    <section className="card stack" aria-labelledby="concerns-title">
      <h3 id="concerns-title" className="card__title">
        Preocupações
      </h3>
      {againstReference && (
        <p className={styles.scoreLine} data-testid="concerns-scale">
          De 0 a 100: a posição da sua pele entre as peles de referência (70 quer dizer mais que 7 em cada
          10).
        </p>
      )}
      <ul className={styles.meterList}>
        {concerns.length > 0
          ? concerns.map((concern) => {
              const low = concern.confidence !== undefined && concern.confidence < CONCERN_LOW_CONFIDENCE;
              return (
                <SeverityMeter
                  key={concern.key}
                  label={concern.name}
                  value={concern.severity}
                  description={concern.description}
                  testId={`concern-${concern.key}`}
                  muted={low}
                  detail={
                    concern.confidence === undefined ? null : (
                      <span data-testid="concern-confidence">
                        {concern.zones && concern.zones.length > 0
                          ? `Medido em: ${concern.zones.map(zoneName).join(', ')}. `
                          : ''}
                        Confiança: {percent.format(concern.confidence)}.
                        {concern.confidenceNote ? ` ${concern.confidenceNote}` : ''}
                      </span>
                    )
                  }
                />
              );
            })
          : PLACEHOLDER_CONCERNS.map((name) => (
              <SeverityMeter key={name} label={name} value={0} testId="concern-placeholder" />
            ))}
      </ul>
    </section>
  );
}
