import type { Analysis, NumberReading } from '@pele/shared/schemas/skin-analysis';
import { readingProps } from '../number-readings';
import styles from './analysis.module.css';
import { SeverityMeter } from './severity-meter';

interface MetricListProps {
  metrics: NonNullable<Analysis['metrics']>;
  hydrationIsEstimate: boolean;
  skinTone: Analysis['skinTone'];
  /** The numbers against the reference faces (empty for analyses made before engine 3). */
  readings?: readonly NumberReading[];
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Hydration, texture and pigmentation, higher is better; hydration is labelled as the estimate it is. */
export function MetricList({ metrics, hydrationIsEstimate, skinTone, readings = [] }: MetricListProps) {
  return (
    <section className="card stack" aria-labelledby="metrics-title">
      <h3 id="metrics-title" className="card__title">
        Métricas da Pele
      </h3>
      <p className={styles.scoreLine}>
        De 0 a 100: quanto maior, melhor. Cada número é a posição da sua pele entre as peles de referência.
      </p>
      <ul className={styles.meterList}>
        <SeverityMeter
          label="Hidratação"
          suffix={hydrationIsEstimate ? '(estimativa)' : undefined}
          value={metrics.hydration}
          tone="metric"
          testId="metric-hydration"
          {...readingProps(readings, 'hydration')}
          description={
            hydrationIsEstimate
              ? 'Uma foto não mede a água da pele: este número é estimado a partir da aspereza da textura e das linhas finas.'
              : null
          }
        />
        <SeverityMeter
          label="Textura"
          value={metrics.texture}
          tone="metric"
          testId="metric-texture"
          {...readingProps(readings, 'texture')}
        />
        <SeverityMeter
          label="Pigmentação"
          value={metrics.pigmentation}
          tone="metric"
          testId="metric-pigmentation"
          {...readingProps(readings, 'pigmentation')}
          description="Uniformidade do tom: menos manchas, número mais alto."
        />
      </ul>
      {skinTone && (
        <p className={styles.scoreLine} data-testid="skin-tone">
          Tom de pele: {skinTone.category} (ITA° {decimal.format(skinTone.ita)})
        </p>
      )}
    </section>
  );
}
