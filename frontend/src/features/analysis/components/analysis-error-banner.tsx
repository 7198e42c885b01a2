import { Button } from '../../../components/button';
import { analysisErrorMessage } from '../analysis-messages';
import { AnalysisFailedError } from '../api/run-analysis';

interface AnalysisErrorBannerProps {
  error: unknown;
  /** Clears the photo for a new one. */
  onRetake: () => void;
  /** Sends the same photo again (not offered when the photo itself was refused). */
  onRetry?: () => void;
  retakeLabel?: string;
}

/**
 * Why the analysis did not give a result. A refused photo shows the analyzer's own reason (no face, too dark,
 * ...) and asks for another photo; other failures show the spec's message and may be retried.
 */
export function AnalysisErrorBanner({
  error,
  onRetake,
  onRetry,
  retakeLabel = 'Tirar Outra Foto',
}: AnalysisErrorBannerProps) {
  const refused = error instanceof AnalysisFailedError;
  return (
    <div className="error-box" role="alert" data-testid="analysis-error">
      <div className="stack">
        <div>
          <p className="error-box__title">
            {refused ? 'Não foi possível analisar esta foto' : 'Erro na análise'}
          </p>
          <p className="error-box__message">{refused ? error.message : analysisErrorMessage(error)}</p>
        </div>
        <div className="button-row">
          {!refused && onRetry && (
            <Button variant="secondary" size="small" onClick={onRetry}>
              Tentar Novamente
            </Button>
          )}
          <Button variant="primary" size="small" onClick={onRetake}>
            {retakeLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
