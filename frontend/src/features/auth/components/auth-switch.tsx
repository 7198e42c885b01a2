import { Link } from 'react-router';

interface AuthSwitchProps {
  /** The question before the link ('Não tem uma conta?'); none for a bare link. */
  prompt?: string;
  to: string;
  label: string;
}

/** The line under an auth card that leads to the neighbouring screen. */
export function AuthSwitch({ prompt, to, label }: AuthSwitchProps) {
  return (
    <p className="auth-page__switch">
      {prompt && `${prompt} `}
      <Link to={to} className="link">
        {label}
      </Link>
    </p>
  );
}
