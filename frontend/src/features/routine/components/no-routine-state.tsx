import { Button } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { useLatestAnalysis } from '../../analysis';
import { useSignedInUser } from '../../auth';
import { useSelectTab } from '../../shell';
import { GenerateRoutineButton } from './generate-routine-button';

/**
 * Today without a routine (spec 2.10): with an analysis, the generate action; without one, 'Análise de
 * pele necessária'. The latest analysis decides; if it cannot be read, the stored skinAnalyzed flag does.
 */
export function NoRoutineState() {
  const latest = useLatestAnalysis();
  const user = useSignedInUser();
  const selectTab = useSelectTab();
  // A 'no analysis' cached before one was made is being re-read (e.g. right after the first analysis): wait for
  // it rather than ask for an analysis the person has just done.
  if (latest.isPending || (latest.data === null && latest.isFetching)) return <Skeleton height="6rem" />;
  const hasAnalysis = latest.isError ? (user?.skinAnalyzed ?? false) : latest.data !== null;
  if (!hasAnalysis) {
    return (
      <div className="empty-state stack" data-testid="routine-needs-analysis">
        <p>
          <strong>Análise de pele necessária</strong>
        </p>
        <p>Faça sua análise de pele para receber uma rotina feita para a sua pele.</p>
        <Button variant="primary" onClick={() => selectTab('analyze')}>
          Analisar Pele
        </Button>
      </div>
    );
  }
  return (
    <div className="empty-state stack" data-testid="routine-empty">
      <p>Você ainda não tem uma rotina para este período.</p>
      <GenerateRoutineButton />
    </div>
  );
}
