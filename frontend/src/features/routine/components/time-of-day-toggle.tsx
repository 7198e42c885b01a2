import type { TimeOfDay } from '@pele/shared/schemas/routines';

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
    <fieldset className="segmented-toggle" aria-label="Período da rotina">
      {OPTIONS.map(([option, label]) => (
        <button
          key={option}
          type="button"
          className="segmented-toggle__button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
