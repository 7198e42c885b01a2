import type { TimeOfDay } from '@pele/shared/schemas/routines';
import styles from './routine.module.css';

const OPTIONS: readonly (readonly [TimeOfDay, string])[] = [
  ['morning', 'Manhã'],
  ['evening', 'Noite'],
];

/** Morning or evening routine (spec 2.10). */
export function TimeOfDayToggle({
  value,
  onChange,
}: {
  value: TimeOfDay;
  onChange: (value: TimeOfDay) => void;
}) {
  return (
    <fieldset className={styles.toggle} aria-label="Período da rotina">
      {OPTIONS.map(([option, label]) => (
        <button
          key={option}
          type="button"
          className={styles.toggleButton}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
