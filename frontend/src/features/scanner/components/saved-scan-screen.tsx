import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { useScan } from '../api/get-scan';
import { ScanResult } from './scan-result';

/** One saved scan, opened from the history. */
export function SavedScanScreen({ scanId }: { scanId: string }) {
  const scan = useScan(scanId);
  if (scan.isPending)
    return (
      <div className="stack" aria-busy="true">
        <Skeleton height="4rem" />
        <Skeleton height="12rem" />
      </div>
    );
  if (scan.isError)
    return (
      <LoadError
        message={scan.error.message || 'Leitura não encontrada.'}
        onRetry={() => void scan.refetch()}
      />
    );
  return (
    <div className="stack">
      <p className="muted">Lido em {new Date(scan.data.createdAt).toLocaleString('pt-BR')}</p>
      <ScanResult scan={scan.data} />
    </div>
  );
}
