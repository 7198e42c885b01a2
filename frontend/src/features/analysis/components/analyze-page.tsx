import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { FilePicker } from '../../../components/file-picker';
import { PageLayout } from '../../../components/page-layout';
import { useSignedInUser } from '../../auth';
import { hasCurrentPhotoConsent, PhotoConsentPanel } from '../../privacy';
import { analysisMessages } from '../analysis-messages';
import { useAnalysisRun } from '../use-analysis-run';
import { useHeldPhoto } from '../use-held-photo';
import styles from './analysis.module.css';
import { AnalysisErrorBanner } from './analysis-error-banner';
import { AnalyzingStatus } from './analyzing-status';
import { CaptureGuidance } from './capture-guidance';

/**
 * /app/analyze: choose or take a photo (front camera preferred) and see the result on /app/analysis-results.
 * The consent step comes first, in place of the form, until the user agrees.
 */
export function AnalyzePage() {
  const navigate = useNavigate();
  const consented = hasCurrentPhotoConsent(useSignedInUser());
  const [photo, setPhoto] = useHeldPhoto();
  const [missing, setMissing] = useState(false);
  const run = useAnalysisRun();
  const busy = run.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!photo) {
      setMissing(true);
      return;
    }
    run.mutate(photo.blob, {
      onSuccess: (analysis) => navigate('/app/analysis-results', { state: { analysis } }),
    });
  };
  const retake = () => {
    run.reset();
    setPhoto(null);
  };

  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      {consented ? (
        <form className="stack stack--lg" onSubmit={submit} noValidate>
          <header>
            <h1 className="title">Análise de Pele</h1>
            <p className="muted">Envie uma selfie e receba seu tipo de pele, preocupações e recomendações.</p>
          </header>
          <CaptureGuidance />
          <FacePhotoField
            fileName={photo?.blob instanceof File ? photo.blob.name : photo ? 'Foto capturada' : null}
            busy={busy}
            missing={missing}
            onFile={(file) => {
              run.reset();
              setPhoto(file);
              if (file) setMissing(false);
            }}
          />
          {photo && (
            <div className={styles.viewport}>
              <img src={photo.url} alt="Foto escolhida para a análise" />
            </div>
          )}
          <Button type="submit" variant="primary" block disabled={busy}>
            Analisar Minha Pele
          </Button>
          <AnalyzingStatus active={busy} />
          {run.isError && (
            <AnalysisErrorBanner
              error={run.error}
              onRetake={retake}
              onRetry={() => photo && run.mutate(photo.blob)}
            />
          )}
        </form>
      ) : (
        <PhotoConsentPanel headingLevel={1} onDecline={() => navigate('/app')} />
      )}
    </PageLayout>
  );
}

/** 'Foto do rosto': the file input with its hint, and the error while no photo is chosen. */
function FacePhotoField({
  fileName,
  busy,
  missing,
  onFile,
}: {
  fileName: string | null;
  busy: boolean;
  missing: boolean;
  onFile: (file: File | null) => void;
}) {
  const inputId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        Foto do rosto
      </label>
      <FilePicker
        id={inputId}
        fileName={fileName}
        accept="image/png,image/jpeg,image/webp"
        capture="user"
        disabled={busy}
        aria-describedby={`${inputId}-hint${missing ? ` ${inputId}-error` : ''}`}
        aria-invalid={missing || undefined}
        data-testid="analysis-file-input"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <p id={`${inputId}-hint`} className={styles.fileHint}>
        {analysisMessages.imageHint}
      </p>
      {missing && (
        <p id={`${inputId}-error`} className={styles.fieldError} role="alert">
          {analysisMessages.imageRequired}
        </p>
      )}
    </div>
  );
}
