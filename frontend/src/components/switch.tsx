import styles from './switch.module.css';

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a real button with role=switch so it is announced with its state. */
export function Switch({ label, description, checked, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="setting-row"
      onClick={() => onChange(!checked)}
    >
      <span className="setting-row__text">
        <span className="setting-row__label">{label}</span>
        {description && <span className="setting-row__description">{description}</span>}
      </span>
      <span className={`${styles.switch} ${checked ? styles.switchOn : ''}`} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
    </button>
  );
}
