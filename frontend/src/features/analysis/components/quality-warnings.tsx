import styles from './analysis.module.css';

/** What limited this photo's measurement (the analyzer's quality verdict). */
export function QualityWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section className={styles.warningBox} aria-labelledby="quality-title" data-testid="quality-warnings">
      <h3 id="quality-title">
        <strong>Sobre esta foto</strong>
      </h3>
      <ul className={styles.warnings}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
