import { Button } from './button';
import styles from './choice-buttons.module.css';

interface ChoiceButtonsProps<T> {
  /** What is being chosen, for screen readers: the buttons' words say it to everyone else. */
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few as a row of small buttons: the chosen one filled and pressed. */
export function ChoiceButtons<T>({ legend, options, value, onChange }: ChoiceButtonsProps<T>) {
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <Button
          key={option.label}
          variant={value === option.value ? 'primary' : 'secondary'}
          size="small"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}
