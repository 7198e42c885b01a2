import type { ProductDetail } from '../api/get-product';
import styles from './compatibility-box.module.css';
import shared from './products.module.css';

/**
 * How this product fits the user's measured skin: the score, the reasons, the cautions (among them the
 * spec's advice to see a dermatologist when the product is not meant for the user's skin type) and the
 * avoid-list alerts.
 */
export function CompatibilityBox({ compatibility }: { compatibility: ProductDetail['compatibility'] }) {
  const { basedOnAnalysis, score, reasons, warnings, alerts, skinType } = compatibility;
  const tone = alerts.length > 0 || warnings.length > 0 ? styles.compatWarn : styles.compatOk;
  return (
    <section
      className={`${styles.compat} ${tone}`}
      aria-labelledby="compat-title"
      data-testid="compatibility-box"
    >
      <h3 id="compat-title" className={styles.compatTitle}>
        Compatibilidade com sua pele
        {basedOnAnalysis && <span className={styles.compatScore}>{score}%</span>}
      </h3>
      {basedOnAnalysis && skinType ? (
        <p className="muted">
          Calculada para a sua pele {skinType.toLowerCase()} e as preocupações da sua última análise.
        </p>
      ) : (
        <p className="muted">Faça sua análise de pele para ver a compatibilidade com a sua pele.</p>
      )}
      {alerts.length > 0 && (
        <ul className={shared.compatList} data-testid="compatibility-alerts">
          {alerts.map((alert) => (
            <li key={alert.ingredient} className={styles.compatAlert}>
              {alert.reason}
            </li>
          ))}
        </ul>
      )}
      {reasons.length > 0 && (
        <ul className={shared.compatList}>
          {reasons.map((reason) => (
            <li key={reason} className={styles.compatReason}>
              {reason}
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul className={shared.compatList} data-testid="compatibility-warnings">
          {warnings.map((warning) => (
            <li key={warning} className={styles.compatWarning}>
              {warning}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.compatNote}>
        A compatibilidade orienta a escolha de cosméticos; não é diagnóstico. Em caso de condição de pele,
        gravidez ou reação, consulte um dermatologista.
      </p>
    </section>
  );
}
