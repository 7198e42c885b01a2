import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { showToast } from '../../../lib/toast';
import { useDeleteScan } from '../api/delete-scan';
import { useScans } from '../api/get-scans';
import styles from './scanner.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The person's saved scans: open one, or delete it. */
export function ScanHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const scans = useScans();
  const remove = useDeleteScan();
  if (scans.isPending) return <Skeleton height="3rem" />;
  if (scans.isError)
    return (
      <LoadError message="Erro ao carregar suas leituras de rótulos." onRetry={() => void scans.refetch()} />
    );
  if (scans.data.scans.length === 0) return <p className="empty-state">Nenhuma leitura salva ainda.</p>;
  return (
    <ul className={styles.history} aria-label="Leituras salvas" data-testid="scan-history">
      {scans.data.scans.map((scan) => (
        <li key={scan.id} className={styles.historyItem}>
          <button type="button" className="link-button" onClick={() => onOpen(scan.id)}>
            {scan.title || 'Leitura sem nomes reconhecidos'}
            <span className="muted">
              {' '}
              · {when(scan.createdAt)} · {scan.recognised}/{scan.total}
              {scan.flagged > 0 ? ` · ${scan.flagged} com alerta` : ''}
            </span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Excluir a leitura ${scan.title}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(scan.id, {
                onSuccess: () => showToast('Leitura excluída.'),
                onError: () => showToast('Não foi possível excluir a leitura. Tente novamente.', 'error'),
              })
            }
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
