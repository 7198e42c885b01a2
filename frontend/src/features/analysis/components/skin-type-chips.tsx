import type { NumberReading, SkinTypeName } from '@pele/shared/schemas/skin-analysis';
import { readingProps } from '../number-readings';
import styles from './analysis.module.css';
import { SeverityMeter } from './severity-meter';

const TYPE_NUMBERS = [
  { key: 'dry', label: 'Ressecamento' },
  { key: 'oily', label: 'Oleosidade' },
  { key: 'sensitive', label: 'Sensibilidade (vermelhidão)' },
] as const;

const BASE_TYPES: readonly SkinTypeName[] = ['Seca', 'Oleosa', 'Sensível'];

interface SkinTypeChipsProps {
  skinType: SkinTypeName | null;
  scores: { dry: number; oily: number; sensitive: number } | null;
  /** The numbers against the reference faces (empty for analyses made before engine 3). */
  readings?: readonly NumberReading[];
}

/** Seca, Oleosa, Sensível (and Mista when that is the result); the detected one reads 'Selecionado'. */
export function SkinTypeChips({ skinType, scores, readings = [] }: SkinTypeChipsProps) {
  const types = skinType === 'Mista' ? [...BASE_TYPES, 'Mista' as const] : BASE_TYPES;
  return (
    <div className="stack">
      <ul className={`chips ${styles.chipList}`} aria-label="Tipos de pele">
        {types.map((type) => {
          const selected = type === skinType;
          return (
            <li
              key={type}
              className={`chip ${styles.chip} ${selected ? styles.chipSelected : ''}`}
              aria-current={selected ? 'true' : undefined}
              data-testid={`skin-type-${type}`}
            >
              {type}
              {selected && <span className={styles.chipTag}>Selecionado</span>}
            </li>
          );
        })}
      </ul>
      {scores && readings.length > 0 && (
        <ul className={styles.meterList} aria-label="Medidas que decidem o tipo">
          {TYPE_NUMBERS.map(({ key, label }) => (
            <SeverityMeter
              key={key}
              label={label}
              value={scores[key]}
              testId={`type-number-${key}`}
              {...readingProps(readings, key)}
            />
          ))}
        </ul>
      )}
      {scores && readings.length === 0 && (
        <p className={styles.scoreLine}>
          Medidas que decidem o tipo (0–100): seca {Math.round(scores.dry)}, oleosa {Math.round(scores.oily)},
          sensível {Math.round(scores.sensitive)}.
        </p>
      )}
    </div>
  );
}
