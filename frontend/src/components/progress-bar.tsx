import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** What the bar measures, for screen readers. */
  label: string;
  value: number;
  max: number;
  /** How full it is drawn, 0–100. */
  percent: number;
  /** The value in words, where the number alone would not say it ('3 de 7 dias'). */
  valueText?: string;
}

/** A progress bar with its ARIA role and values. */
export function ProgressBar({ label, value, max, percent, valueText }: ProgressBarProps) {
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      {...(valueText ? { 'aria-valuetext': valueText } : {})}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
