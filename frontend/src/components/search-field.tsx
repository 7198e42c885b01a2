import { useId } from 'react';

interface SearchFieldProps {
  /** Read by screen readers only; the placeholder is the visible hint. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/** The search box above a list that filters it as you type. */
export function SearchField({ label, placeholder, value, onChange, testId }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={placeholder}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
