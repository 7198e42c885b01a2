import { applyUpdate, useAppStatus } from '../lib/app-status';
import styles from './app-status-bar.module.css';
// The button's look without the component: every page loads this banner, within a tight budget.
import buttonStyles from './button.module.css';

/**
 * The app's own state, above every screen: offline (what is on screen stays, nothing new loads or saves) and a
 * new version ready to load. A polite live region, so a screen reader hears the change once.
 */
export function AppStatusBar() {
  const { offline, updateReady } = useAppStatus();
  return (
    <div className={styles.appStatus} role="status" aria-live="polite">
      {offline && (
        <p className={`${styles.appStatusItem} ${styles.appStatusItemOffline}`} data-testid="offline-banner">
          <strong>Você está sem conexão.</strong> O que já foi carregado continua aqui; para atualizar ou
          salvar, conecte-se à internet.
        </p>
      )}
      {updateReady && (
        <p className={styles.appStatusItem} data-testid="update-prompt">
          Uma nova versão do Pele.AI está disponível.
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.small}`}
            onClick={() => void applyUpdate()}
          >
            Atualizar
          </button>
        </p>
      )}
    </div>
  );
}
