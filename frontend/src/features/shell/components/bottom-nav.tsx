import type { ReactNode } from 'react';
import { badgeText } from '../../../components/badge-count';
import { BagIcon, HomeIcon, RoutineIcon, ScanIcon, UserIcon } from '../../../components/icons';
import type { TabId } from '../../../lib/app-paths';
import { tapFeedback } from '../../../lib/vibrate';
import styles from './bottom-nav.module.css';

interface TabSpec {
  id: TabId;
  label: string;
  icon: ReactNode;
}

export const TABS: readonly TabSpec[] = [
  { id: 'home', label: 'Início', icon: <HomeIcon /> },
  { id: 'analyze', label: 'Analisar Pele', icon: <ScanIcon /> },
  { id: 'products', label: 'Produtos', icon: <BagIcon /> },
  { id: 'routine', label: 'Sua Rotina', icon: <RoutineIcon /> },
  { id: 'profile', label: 'Perfil', icon: <UserIcon /> },
];

interface BottomNavProps {
  active: TabId | null;
  onSelect: (tab: TabId) => void;
  /** The user points at or focuses a tab: a hint to fetch its screen before the tap. */
  onIntent?: (tab: TabId) => void;
  /** Counts shown on tabs: Perfil carries the unread notifications. */
  badges?: Partial<Record<TabId, number>>;
}

/** The fixed bottom navigation of the shell, with the unread notifications on Perfil; a 10 ms vibration on tap. */
export function BottomNav({ active, onSelect, onIntent, badges = {} }: BottomNavProps) {
  return (
    <nav className={styles.bottomNav} aria-label="Navegação principal">
      <ul className={styles.bottomNavList}>
        {TABS.map((tab) => {
          const count = badges[tab.id];
          const badge = count === undefined ? null : badgeText(count);
          return (
            <li key={tab.id}>
              <button
                type="button"
                className={styles.bottomNavItem}
                aria-current={active === tab.id ? 'page' : undefined}
                aria-label={
                  badge
                    ? `${tab.label}, ${badge} ${badge === '1' ? 'notificação não lida' : 'notificações não lidas'}`
                    : tab.label
                }
                data-testid={`tab-${tab.id}`}
                onPointerEnter={() => onIntent?.(tab.id)}
                onFocus={() => onIntent?.(tab.id)}
                onClick={() => {
                  tapFeedback();
                  onSelect(tab.id);
                }}
              >
                {/* The label, a space, then the icon and its badge (CSS puts the icon on top): the visible text
                    reads 'Perfil 2', in the order of the accessible name 'Perfil, 2 notificações não lidas' (WCAG 2.5.3). */}
                <span className={styles.bottomNavLabel}>{tab.label}</span>{' '}
                <span className={styles.bottomNavIcon}>
                  {tab.icon}
                  {badge && (
                    <span className="count-badge" data-testid={`badge-${tab.id}`} aria-hidden="true">
                      {badge}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
