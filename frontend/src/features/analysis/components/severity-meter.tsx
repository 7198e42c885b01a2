import type { ReactNode } from 'react';
import styles from './analysis.module.css';

interface SeverityMeterProps {
  label: string;
  value: number;
  /** Shown after the value, e.g. '(estimativa)'. */
  suffix?: string;
  description?: string | null;
  /** Metrics are higher-is-better and take the calm colour; concerns are higher-is-worse. */
  tone?: 'concern' | 'metric';
  testId?: string;
  /** Greyed: a number measured with low confidence (the detail says why). */
  muted?: boolean;
  /** A second note under the description (where and how surely it was measured). */
  detail?: ReactNode;
  /**
   * Shown instead of the value and its bar: a number that does not repeat across photos of the same person is
   * given only as its band ('baixo', 'médio', 'alto').
   */
  band?: string;
}

/** A labelled 0–100 bar; screen readers get the label and the number as text. */
export function SeverityMeter({
  label,
  value,
  suffix,
  description,
  tone = 'concern',
  testId,
  muted = false,
  detail,
  band,
}: SeverityMeterProps) {
  const rounded = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <li
      data-testid={testId}
      className={muted ? styles.meterMuted : undefined}
      data-muted={muted || undefined}
    >
      <div className={styles.meterHead}>
        <span>
          {label}
          {suffix ? ` ${suffix}` : ''}
        </span>
        <span>{band ? `Faixa: ${band}` : `${rounded}%`}</span>
      </div>
      {/* The number is in the text above; the bar only draws it (a band has no precise value to draw). */}
      {!band && (
        <div className={styles.meterTrack} aria-hidden="true">
          <div
            className={`${styles.meterFill} ${tone === 'metric' ? styles.meterFillGood : ''}`}
            style={{ width: `${rounded}%` }}
          />
        </div>
      )}
      {description && <p className={styles.meterNote}>{description}</p>}
      {detail && <p className={styles.meterNote}>{detail}</p>}
    </li>
  );
}
