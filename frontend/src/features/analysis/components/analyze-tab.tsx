import { useState } from 'react';
import { Button } from '../../../components/button';
import { useSignedInUser } from '../../auth';
import { PlansGate, UnlockUpsell } from '../../premium';
import { inFreeTrial, usePaywallStatus } from '../../premium/access';
import { hasCurrentPhotoConsent, PhotoConsentPanel } from '../../privacy';
import { useSelectTab } from '../../shell';
import { analysisMessages, isFeatureRequired } from '../analysis-messages';
import { useAnalysisRun } from '../use-analysis-run';
import { useHeldPhoto } from '../use-held-photo';
import { useRecommendedStrip } from '../use-recommended-strip';
import { AnalysisErrorBanner } from './analysis-error-banner';
import { AnalysisResult } from './analysis-result';
import { AnalyzingStatus } from './analyzing-status';
import { CameraPanel } from './camera-panel';
import { CaptureGuidance } from './capture-guidance';
import { type CaptureMode, ModeSwitch } from './mode-switch';
import { UploadPanel } from './upload-panel';

/**
 * The analyze tab of the shell (spec 2.7, 4): camera or gallery photo, then 'Analisar Minha Pele',
 * 'Analisando sua pele...' while the analyzer works, then the result. Retake clears the photo and the
 * result and restarts the camera. Until the user consents to face photos, the consent step stands where the
 * camera would be, so the camera does not even start.
 */
export function AnalyzeTab() {
  const user = useSignedInUser();
  const access = useAnalysisAccess(user?.trialEndsAt);
  return (
    <div className="stack stack--lg">
      <header>
        <h1 className="title">Analisar Pele</h1>
        <p className="muted">Tire uma selfie ou envie uma foto para conhecer o seu tipo de pele.</p>
      </header>
      {access === 'checking' ? (
        <p className="muted" role="status">
          Carregando...
        </p>
      ) : access === 'locked' ? (
        <PlansGate title="Análise de pele Premium" message={analysisMessages.featureRequired} />
      ) : (
        <AnalysisCapture consented={hasCurrentPhotoConsent(user)} />
      )}
    </div>
  );
}

/** The consent step, or the capture and its result, for someone who may analyse. */
function AnalysisCapture({ consented }: { consented: boolean }) {
  const selectTab = useSelectTab();
  const [mode, setMode] = useState<CaptureMode>('camera');
  const [photo, setPhoto] = useHeldPhoto();
  const [startRequest, setStartRequest] = useState(0);
  const run = useAnalysisRun();
  // Asked once there is a result to show it beside.
  const recommendedProducts = useRecommendedStrip(run.data !== undefined);
  const busy = run.isPending;

  const retake = () => {
    run.reset();
    setPhoto(null);
    setMode('camera');
    setStartRequest((count) => count + 1);
  };
  const analyze = () => {
    if (photo) run.mutate(photo.blob);
  };

  return run.data ? (
    <>
      <AnalysisResult
        analysis={run.data}
        fallbackImageUrl={photo?.url}
        recommendedProducts={recommendedProducts}
        onRoutine={() => selectTab('routine')}
        onProducts={() => selectTab('products')}
      />
      <Button variant="secondary" block onClick={retake}>
        Tirar Outra Foto
      </Button>
    </>
  ) : !consented ? (
    <PhotoConsentPanel onDecline={() => selectTab('home')} />
  ) : (
    <>
      <CaptureGuidance />
      <ModeSwitch mode={mode} onChange={setMode} disabled={busy} />
      {mode === 'camera' ? (
        <CameraPanel
          photoUrl={photo?.url ?? null}
          onCapture={setPhoto}
          startRequest={startRequest}
          disabled={busy}
        />
      ) : (
        <UploadPanel
          disabled={busy}
          onSelect={(file) => {
            run.reset();
            setPhoto(file);
            setMode('camera');
          }}
        />
      )}
      {photo && !busy && !run.isError && (
        <div className="button-row">
          <Button variant="secondary" onClick={retake}>
            Tirar Outra Foto
          </Button>
          <Button variant="primary" onClick={analyze}>
            Analisar Minha Pele
          </Button>
        </div>
      )}
      <AnalyzingStatus active={busy} />
      {run.isError &&
        (isFeatureRequired(run.error) ? (
          <UnlockUpsell title="Análise de pele Premium" message={analysisMessages.featureRequired} />
        ) : (
          <AnalysisErrorBanner error={run.error} onRetake={retake} onRetry={analyze} />
        ))}
    </>
  );
}

/**
 * Whether the person may analyse now, as the paywall status says: during the trial at once (its end date is on the
 * profile); after it, 'checking' until the status arrives. If the status cannot be read the tab opens and the
 * server's 403 stays the guard.
 */
const useAnalysisAccess = (trialEndsAt: string | undefined): 'open' | 'checking' | 'locked' => {
  const trial = inFreeTrial(trialEndsAt);
  const status = usePaywallStatus();
  if (trial || status.isError) return 'open';
  if (!status.data) return 'checking';
  return status.data.features.includes('skin_analysis') ? 'open' : 'locked';
};
