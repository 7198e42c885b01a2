import { analysisMessages } from '../analysis-messages';
import styles from './analysis.module.css';

/** Always mounted: a live region only announces text that appears inside an existing region. */
export function AnalyzingStatus({ active }: { active: boolean }) {
  return (
    <div role="status" aria-live="polite" data-testid="analyzing-status">
      {active && (
        <div className={styles.analyzing}>
          <span className="spinner" aria-hidden="true" />
          <p>{analysisMessages.analyzing}</p>
        </div>
      )}
    </div>
  );
}
