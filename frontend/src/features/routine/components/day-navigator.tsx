import { addDays, canNavigateNext, type Day, dayLabel } from '@pele/shared/routine-days';
import styles from './routine.module.css';

/** Previous and next day; next is disabled when it would pass today (spec 2.10). */
export function DayNavigator({
  day,
  today,
  onChange,
}: {
  day: Day;
  today: Day;
  onChange: (day: Day) => void;
}) {
  const label = dayLabel(day, today);
  return (
    <nav className={styles.dayNav} aria-label="Navegação entre dias">
      <button
        type="button"
        className="icon-button"
        aria-label="Dia anterior"
        onClick={() => onChange(addDays(day, -1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h2 className={styles.dayTitle} data-testid="routine-day-title" aria-live="polite">
        {label}
      </h2>
      <button
        type="button"
        className="icon-button"
        aria-label="Próximo dia"
        disabled={!canNavigateNext(day, today)}
        onClick={() => onChange(addDays(day, 1))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
