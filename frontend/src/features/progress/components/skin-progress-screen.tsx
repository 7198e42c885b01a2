import type { Progress } from '@pele/shared/schemas/skin-analysis';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-error';
import { appPaths } from '../../../lib/app-paths';
import { showToast } from '../../../lib/toast';
import {
  BAND_REASON,
  getAnalysis,
  headlineValue,
  isFeatureRequired,
  useAnalysisHistory,
  useAnalysisProgress,
  useDeleteAnalysis,
} from '../../analysis';
import { CheckInHistory } from '../../check-ins';
import { UnlockUpsell } from '../../premium';
import { useSelectTab } from '../../shell';
import { AnalysisHistoryList } from './analysis-history-list';
import { MetricChart } from './metric-chart';
import styles from './progress.module.css';

const LOAD_ERROR = 'Não foi possível carregar seu progresso. Tente novamente.';
const TREND_LABELS = {
  hydration: 'Hidratação (estimativa)',
  texture: 'Textura',
  pigmentation: 'Pigmentação',
} as const;

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0');

type Trend = NonNullable<Progress['trends']>['hydration'];

/** 'first → latest (delta)'; with a band at either end, the two ends only (a band has no precise change). */
const trendText = (trend: Trend) => {
  const ends = `${headlineValue(trend.first, trend.firstBand)} → ${headlineValue(trend.latest, trend.latestBand)}`;
  return trend.firstBand || trend.latestBand ? ends : `${ends} (${signed(trend.delta)})`;
};

/** A failed load: the Premium offer when the plan lacks the feature, otherwise the load error. */
function LockedOrFailed({ error, title, message }: { error: unknown; title: string; message: string }) {
  if (isFeatureRequired(error)) return <UnlockUpsell title={title} message={message} />;
  return (
    <p className="error-box" role="alert">
      {LOAD_ERROR}
    </p>
  );
}

const METRIC_NAMES = { hydration: 'hidratação', texture: 'textura', pigmentation: 'pigmentação' } as const;

/** 'hidratação, textura e pigmentação' */
const listNames = (keys: Progress['improvementMetrics']) => {
  const names = keys.map((key) => METRIC_NAMES[key]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
};

/** Why there is no improvement to show. */
const noImprovementText = ({ analysesCount, comparableCount }: Progress) => {
  if (analysesCount === 0) return 'Faça sua primeira análise para começar a acompanhar sua pele.';
  if (comparableCount >= 2)
    return 'As métricas aparecem como faixa na primeira ou na última análise comparável: não há uma mudança exata a mostrar.';
  return 'Faça mais uma análise, com luz parecida, para ver quanto sua pele mudou.';
};

function ProgressSummary({ progress }: { progress: Progress }) {
  const { improvement, improvementMetrics, trends, analysesCount, comparableCount } = progress;
  return (
    <section className="card stack" aria-labelledby="improvement-title" data-testid="progress-summary">
      <h2 id="improvement-title" className="card__title">
        Melhora geral
      </h2>
      {improvement === null ? (
        <p className="muted" data-testid="progress-no-improvement">
          {noImprovementText(progress)}
        </p>
      ) : (
        <>
          <p
            className={`${styles.improvement} ${improvement >= 0 ? styles.improvementUp : styles.improvementDown}`}
            data-testid="progress-improvement"
          >
            {signed(improvement)}%
          </p>
          <p className={styles.small}>
            Média de {listNames(improvementMetrics)} entre a primeira e a última de {comparableCount} análises
            comparáveis
            {improvementMetrics.length < 3 ? ', sem as métricas que aparecem como faixa' : ''}.
          </p>
        </>
      )}
      {trends && (
        <dl className="definition-grid">
          {(Object.keys(TREND_LABELS) as Array<keyof typeof TREND_LABELS>).map((key) => (
            <div key={key} className="definition-grid__item">
              <dt>{TREND_LABELS[key]}</dt>
              <dd data-testid={`trend-${key}`}>{trendText(trends[key])}</dd>
            </div>
          ))}
        </dl>
      )}
      {trends && Object.values(trends).some((trend) => trend.firstBand || trend.latestBand) && (
        <p className={styles.small} data-testid="trend-band-note">
          {BAND_REASON}
        </p>
      )}
      {comparableCount < analysesCount && (
        <p className={styles.small}>
          Algumas análises foram medidas por uma versão anterior do analisador e ficam fora da comparação.
        </p>
      )}
    </section>
  );
}

/**
 * Skin progress (spec 2.11) from the user's real analyses (improvement, metric chart, history), with the daily
 * check-ins beside them.
 */
export function SkinProgressScreen() {
  const history = useAnalysisHistory();
  const deletion = useDeleteAnalysis();
  const navigate = useNavigate();
  const selectTab = useSelectTab();
  const [openingId, setOpeningId] = useState<string | null>(null);

  const openResult = async (id: string) => {
    setOpeningId(id);
    try {
      const analysis = await getAnalysis(id);
      navigate(appPaths.analysisResults, { state: { analysis } });
    } catch (error) {
      showToast(isApiError(error) ? error.message : LOAD_ERROR, 'error');
      setOpeningId(null);
    }
  };

  const remove = async (id: string) => {
    try {
      await deletion.mutateAsync(id);
      showToast('Análise e foto excluídas.');
    } catch (error) {
      showToast(isApiError(error) ? error.message : 'Erro ao excluir análise. Tente novamente.', 'error');
    }
  };

  return (
    <div className="stack stack--lg">
      <ProgressOverview />

      <CheckInHistory />

      <section className="stack" aria-labelledby="history-title">
        <div className="card__header">
          <h2 id="history-title" className="section-title">
            Histórico de análises
          </h2>
        </div>
        {history.isPending ? (
          <div aria-busy="true">
            <Skeleton height="3rem" />
          </div>
        ) : history.isError ? (
          <LockedOrFailed
            error={history.error}
            title="Histórico de análises"
            message="O histórico completo das suas análises é um recurso Premium. Assine o Premium para rever e comparar cada análise."
          />
        ) : (
          <AnalysisHistoryList
            analyses={history.data}
            onOpen={openResult}
            onDelete={remove}
            openingId={openingId}
          />
        )}
        <Button variant="primary" block onClick={() => selectTab('analyze')}>
          Nova Análise
        </Button>
      </section>
    </div>
  );
}

/** How much the skin improved and each metric over time, or the Premium lock. */
function ProgressOverview() {
  const progress = useAnalysisProgress();
  return progress.isPending ? (
    <div className="card stack" aria-busy="true" data-testid="progress-loading">
      <Skeleton height="2.5rem" width="40%" />
      <Skeleton height="8rem" />
    </div>
  ) : progress.isError ? (
    <LockedOrFailed
      error={progress.error}
      title="Acompanhe a evolução da sua pele"
      message="O progresso da pele é um recurso Premium: veja quanto sua pele melhorou e a evolução de cada métrica ao longo do tempo. Assine o Premium para desbloquear."
    />
  ) : (
    <>
      <ProgressSummary progress={progress.data} />
      {progress.data.series.length > 0 && <MetricChart series={progress.data.series} />}
    </>
  );
}
