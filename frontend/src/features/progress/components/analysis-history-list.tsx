import type { AnalysisSummary } from '@pele/shared/schemas/skin-analysis';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { BAND_REASON, headlinePercent } from '../../analysis';
import styles from './progress.module.css';

interface AnalysisHistoryListProps {
  analyses: AnalysisSummary[];
  onOpen: (id: string) => void;
  onDelete: (id: string) => Promise<unknown>;
  openingId?: string | null;
}

const describe = (analysis: AnalysisSummary) => {
  if (analysis.status === 'processing') return 'Em processamento';
  if (analysis.status === 'failed') return 'Não foi possível analisar';
  const m = analysis.metrics;
  const b = analysis.bands;
  return m
    ? `Pele ${analysis.skinType ?? '—'} · hidratação ${headlinePercent(m.hydration, b.hydration)}, textura ${headlinePercent(m.texture, b.texture)}, pigmentação ${headlinePercent(m.pigmentation, b.pigmentation)}`
    : `Pele ${analysis.skinType ?? '—'}`;
};

/** True when a metric the row shows is given as a band. */
const showsBand = (analysis: AnalysisSummary) =>
  analysis.status === 'complete' &&
  analysis.metrics !== null &&
  Boolean(analysis.bands.hydration ?? analysis.bands.texture ?? analysis.bands.pigmentation);

/** Every analysis, newest first, each openable and deletable (with its photo) after a confirmation. */
export function AnalysisHistoryList({
  analyses,
  onOpen,
  onDelete,
  openingId = null,
}: AnalysisHistoryListProps) {
  const [pendingDelete, setPendingDelete] = useState<AnalysisSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (analyses.length === 0) {
    return (
      <p className="empty-state">Nenhuma análise ainda. Faça a primeira para acompanhar sua evolução.</p>
    );
  }
  return (
    <>
      {analyses.some(showsBand) && (
        <p className={styles.small} data-testid="history-band-note">
          {BAND_REASON}
        </p>
      )}
      <ul className={styles.historyList} data-testid="analysis-history">
        {analyses.map((analysis) => (
          <HistoryItem
            key={analysis.id}
            analysis={analysis}
            opening={openingId === analysis.id}
            onOpen={() => onOpen(analysis.id)}
            onDelete={() => setPendingDelete(analysis)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title="Excluir esta análise?"
        description="A análise e a foto dela serão apagadas definitivamente. Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        tone="danger"
        busy={deleting}
        onConfirm={async () => {
          if (!pendingDelete) return;
          setDeleting(true);
          try {
            await onDelete(pendingDelete.id);
          } finally {
            setDeleting(false);
            setPendingDelete(null);
          }
        }}
      />
    </>
  );
}

/** One analysis: its date, what it found (or why it failed), 'Ver' and 'Excluir'. */
function HistoryItem({
  analysis,
  opening,
  onOpen,
  onDelete,
}: {
  analysis: AnalysisSummary;
  opening: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  return (
    <li className={styles.historyItem}>
      <div>
        <p>
          <strong>{formatDate(analysis.createdAt)}</strong>
        </p>
        <p className={styles.small}>{describe(analysis)}</p>
        {analysis.status === 'failed' && analysis.failureReason && (
          <p className={styles.failed}>{analysis.failureReason}</p>
        )}
      </div>
      <div className={styles.historyActions}>
        {analysis.status === 'complete' && (
          <Button
            variant="secondary"
            size="small"
            disabled={opening}
            aria-label={`Ver resultado de ${formatDate(analysis.createdAt)}`}
            onClick={onOpen}
          >
            Ver
          </Button>
        )}
        <Button
          variant="danger-outline"
          size="small"
          aria-label={`Excluir análise de ${formatDate(analysis.createdAt)}`}
          onClick={onDelete}
        >
          Excluir
        </Button>
      </div>
    </li>
  );
}
