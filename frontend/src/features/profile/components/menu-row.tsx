import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../../components/icons';
import styles from './menu-row.module.css';

interface MenuRowProps {
  label: string;
  badge?: ReactNode;
  onClick?: () => void;
  href?: string;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

/** One row of the profile menu: a button, or a plain link when it leaves the SPA (full page load). */
export function MenuRow({ label, badge, onClick, href, disabled, tone = 'default' }: MenuRowProps) {
  const content = (
    <>
      <span className={styles.menuRowLabel}>{label}</span> {badge}
      <ChevronRightIcon />
    </>
  );
  const className = `${styles.menuRow} ${tone === 'danger' ? styles.menuRowDanger : ''}`;
  return (
    <li>
      {href ? (
        <a href={href} className={className}>
          {content}
        </a>
      ) : (
        <button type="button" className={className} onClick={onClick} disabled={disabled}>
          {content}
        </button>
      )}
    </li>
  );
}
