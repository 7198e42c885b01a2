import { LineIcon } from '../../components/line-icon';
import styles from './demo-toolbar-page.module.css';

export const TOOLBAR_TABS = [
  { id: 'home', label: 'Início', icon: 'M3 11l9-8 9 8 M5 9.5V21h5v-6h4v6h5V9.5' },
  {
    id: 'analyze',
    label: 'Analisar',
    icon: 'M4 8h3l2-3h6l2 3h3v11H4z M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  },
  { id: 'routine', label: 'Rotina', icon: 'M4 5h16v16H4z M4 10h16 M9 3v4 M15 3v4 M8.5 15l2.5 2.5 4.5-4.5' },
  { id: 'products', label: 'Produtos', icon: 'M5 8h14l-1 13H6z M9 8V6a3 3 0 0 1 6 0v2' },
  { id: 'profile', label: 'Perfil', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0' },
] as const;

export type ToolbarTabId = (typeof TOOLBAR_TABS)[number]['id'];
export type ToolbarVariant = 'default' | 'floating' | 'minimal';
export type ToolbarTheme = 'light' | 'dark' | 'gradient';

type DemoToolbarProps = {
  variant: ToolbarVariant;
  theme: ToolbarTheme;
  showLabels: boolean;
  activeTab: ToolbarTabId;
  onSelect: (tab: ToolbarTabId) => void;
};

/** One bottom toolbar in the chosen look. Hidden labels stay in the accessibility tree, only visually removed. */
export function DemoToolbar({ variant, theme, showLabels, activeTab, onSelect }: DemoToolbarProps) {
  return (
    <nav
      aria-label="Barra de navegação de demonstração"
      className={styles.toolbar}
      data-variant={variant}
      data-theme={theme}
      data-labels={showLabels ? 'shown' : 'hidden'}
    >
      <ul>
        {TOOLBAR_TABS.map((tab) => (
          <li key={tab.id}>
            <button
              type="button"
              className={styles.tab}
              aria-current={tab.id === activeTab ? 'page' : undefined}
              onClick={() => onSelect(tab.id)}
            >
              <LineIcon>
                <path d={tab.icon} />
              </LineIcon>
              <span className={showLabels ? styles.label : 'visually-hidden'}>{tab.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
