import type { SkinTypeName } from '@pele/shared/schemas/skin-analysis';
import styles from './analysis.module.css';

const BASE_TYPES: readonly SkinTypeName[] = ['Seca', 'Oleosa', 'Sensível'];

interface SkinTypeChipsProps {
  skinType: SkinTypeName | null;
  scores: { dry: number; oily: number; sensitive: number } | null;
}

/** Seca, Oleosa, Sensível (and Mista when that is the result); the detected one reads 'Selecionado'. */
export function SkinTypeChips({ skinType, scores }: SkinTypeChipsProps) {
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
      {scores && (
        <p className={styles.scoreLine}>
          Medidas que decidem o tipo (0–100): seca {Math.round(scores.dry)}, oleosa {Math.round(scores.oily)},
          sensível {Math.round(scores.sensitive)}.
        </p>
      )}
    </div>
  );
}
