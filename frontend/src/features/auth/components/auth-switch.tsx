import styles from './auth-layout.module.css';

interface AuthSwitchProps {
  /** The question before the link ('Não tem uma conta?'); none for a bare link. */
  prompt?: string;
  to: string;
  label: string;
}

/**
 * The line under an auth card that leads to the neighbouring screen: a page load, as the login page runs
 * without the app's router (app/document-pages.ts) and the other sign-in screens are prerendered pages.
 */
export function AuthSwitch({ prompt, to, label }: AuthSwitchProps) {
  return (
    <p className={styles.authPageSwitch}>
      {prompt && `${prompt} `}
      <a href={to} className="link">
        {label}
      </a>
    </p>
  );
}
