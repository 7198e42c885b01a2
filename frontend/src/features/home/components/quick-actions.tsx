import type { ReactNode } from 'react';
import { BagIcon, RoutineIcon, ScanIcon } from '../../../components/icons';
import type { TabId } from '../../../lib/app-paths';

const ACTIONS: Array<{ tab: TabId; label: string; hint: string; icon: ReactNode }> = [
  { tab: 'analyze', label: 'Analisar Pele', hint: 'Selfie com IA', icon: <ScanIcon /> },
  { tab: 'products', label: 'Produtos', hint: 'Para sua pele', icon: <BagIcon /> },
  { tab: 'routine', label: 'Rotina', hint: 'Manhã e noite', icon: <RoutineIcon /> },
];

/** The three shortcuts of the home screen; products and routine pass the analysis gate. */
export function QuickActions({ onSelect }: { onSelect: (tab: TabId) => void }) {
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="section-title">
        Ações rápidas
      </h2>
      <div className="quick-actions">
        {ACTIONS.map((action) => (
          <button
            key={action.tab}
            type="button"
            className="quick-action"
            data-testid={`quick-${action.tab}`}
            onClick={() => onSelect(action.tab)}
          >
            <span className="quick-action__icon">{action.icon}</span>
            <span className="quick-action__label">{action.label}</span>
            <span className="quick-action__hint">{action.hint}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
