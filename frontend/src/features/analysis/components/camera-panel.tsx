import { CAPTURE_HINTS } from '@pele/shared/photo-quality';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { analysisMessages } from '../analysis-messages';
import { useCamera } from '../use-camera';
import { useLiveGuidance } from '../use-live-guidance';
import styles from './analysis.module.css';

interface CameraPanelProps {
  /** The held photo (captured or chosen in the upload tab); the live preview shows while there is none. */
  photoUrl: string | null;
  onCapture: (photo: Blob) => void;
  /** Each increment (a retake) starts the camera again. */
  startRequest: number;
  disabled?: boolean;
}

const STATIC_HINT = 'Encaixe o rosto dentro da moldura oval';

/**
 * The front camera with a face guide; capturing holds the photo and stops the stream. While the in-browser face
 * detector runs, the guide turns ready (or says what to fix) with the analyzer's own thresholds; the capture
 * button never waits for it.
 */
export function CameraPanel({ photoUrl, onCapture, startRequest, disabled = false }: CameraPanelProps) {
  const camera = useCamera();
  const [captureError, setCaptureError] = useState<string | null>(null);
  const { start } = camera;

  useEffect(() => {
    if (startRequest > 0) void start();
  }, [startRequest, start]);

  const live = !photoUrl && camera.status === 'active';
  const guidance = useLiveGuidance(camera.videoRef, live);
  const liveHint = guidance.status === 'running' ? guidance.hint : undefined;

  const capture = async () => {
    setCaptureError(null);
    try {
      onCapture(await camera.capture());
    } catch (error) {
      setCaptureError(
        error instanceof Error && error.message === analysisMessages.videoUnavailable
          ? analysisMessages.videoUnavailable
          : analysisMessages.captureFailed,
      );
    }
  };

  return (
    <div className="stack">
      <div className={styles.viewport}>
        {/* Mounted even when hidden, so the stream always has an element to play in. */}
        <video
          ref={camera.videoRef}
          hidden={!live}
          autoPlay
          playsInline
          muted
          aria-label="Pré-visualização da câmera frontal"
          data-testid="camera-preview"
        />
        {live && <LiveFaceGuide liveHint={liveHint} />}
        {photoUrl && <img src={photoUrl} alt="Foto escolhida para a análise" />}
        {!photoUrl && !live && (
          <p className={styles.cameraOff}>
            {camera.status === 'starting'
              ? 'Abrindo a câmera...'
              : 'A câmera está desligada. Toque em “Abrir Câmera” ou envie uma foto da galeria.'}
          </p>
        )}
      </div>
      {(camera.error ?? captureError) && (
        <p className={styles.fieldError} role="alert" data-testid="camera-error">
          {camera.error ?? captureError}
        </p>
      )}
      {!photoUrl &&
        (live ? (
          <Button variant="primary" block onClick={capture} disabled={disabled}>
            Capturar Foto
          </Button>
        ) : (
          <Button
            variant="primary"
            block
            onClick={() => void start()}
            disabled={disabled || camera.status === 'starting'}
          >
            Abrir Câmera
          </Button>
        ))}
    </div>
  );
}

/** The oval over the live video, ready or asking for a fix, and the hint in words. */
function LiveFaceGuide({ liveHint }: { liveHint: keyof typeof CAPTURE_HINTS | undefined }) {
  return (
    <>
      <span
        className={styles.faceGuide}
        aria-hidden="true"
        data-testid="face-guide"
        data-state={liveHint && (liveHint === 'ready' ? 'ready' : 'adjust')}
      />
      {/* Announced when the hint changes (it holds for a couple of readings first), not on every frame. */}
      <p className={styles.viewportHint} aria-live="polite" data-testid="camera-hint">
        {liveHint ? CAPTURE_HINTS[liveHint] : STATIC_HINT}
      </p>
    </>
  );
}
