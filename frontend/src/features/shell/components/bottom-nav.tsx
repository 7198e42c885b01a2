import type { ReactNode } from 'react';
import { badgeText } from '../../../components/badge-count';
import { BagIcon, HomeIcon, RoutineIcon, ScanIcon, UserIcon } from '../../../components/icons';
import type { TabId } from '../../../lib/app-paths';
import { tapFeedback } from '../../../lib/vibrate';

const FIXED_BADGES = { products: 2, profile: 1 } as const;

interface TabSpec {
  id: TabId;
  label: string;
  icon: ReactNode;
  badge?: number;
}

export const TABS: readonly TabSpec[] = [
  { id: 'home', label: 'Início', icon: <HomeIcon /> },
  { id: 'analyze', label: 'Analisar Pele', icon: <ScanIcon /> },
  { id: 'products', label: 'Produtos', icon: <BagIcon />, badge: FIXED_BADGES.products },
  { id: 'routine', label: 'Sua Rotina', icon: <RoutineIcon /> },
  { id: 'profile', label: 'Perfil', icon: <UserIcon />, badge: FIXED_BADGES.profile },
];

interface BottomNavProps {
  active: TabId | null;
  onSelect: (tab: TabId) => void;
  /** The user points at or focuses a tab: a hint to fetch its screen before the tap. */
  onIntent?: (tab: TabId) => void;
}

/** The fixed bottom navigation of the shell; a 10 ms vibration on tap where supported. */
export function BottomNav({ active, onSelect, onIntent }: BottomNavProps) {
  return (
    <nav className="bottom-nav" aria-label="Navegação principal">
      <ul className="bottom-nav__list">
        {TABS.map((tab) => {
          const badge = tab.badge === undefined ? null : badgeText(tab.badge);
          return (
            <li key={tab.id}>
              <button
                type="button"
                className="bottom-nav__item"
                aria-current={active === tab.id ? 'page' : undefined}
                aria-label={
                  badge ? `${tab.label}, ${badge} ${badge === '1' ? 'novidade' : 'novidades'}` : tab.label
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
                    reads 'Produtos 2', in the order of the accessible name 'Produtos, 2 novidades' (WCAG 2.5.3). */}
                <span className="bottom-nav__label">{tab.label}</span>{' '}
                <span className="bottom-nav__icon">
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
