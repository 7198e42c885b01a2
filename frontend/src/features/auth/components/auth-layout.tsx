import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the sign-in screens: a back button, the title and a card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the first entry of this tab: there is no previous page of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <main className="page auth-page">
      <div className="page__column">
        <button type="button" className="back-link" onClick={goBack}>
          <span aria-hidden="true">←</span> Voltar
        </button>
        <header className="auth-page__header">
          <span className="brand-mark" aria-hidden="true">
            ✿
          </span>
          <h1 className="title">{title}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
        </header>
        <div className="card">{children}</div>
      </div>
    </main>
  );
}
