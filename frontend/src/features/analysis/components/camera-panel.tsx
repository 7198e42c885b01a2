import { useEffect, useState } from 'react';
import { analysisMessages } from '../analysis-messages';
import { useCamera } from '../use-camera';
import styles from './analysis.module.css';

interface CameraPanelProps {
  /** The held photo (captured or chosen in the upload tab); the live preview shows while there is none. */
  photoUrl: string | null;
  onCapture: (photo: Blob) => void;
  /** Each increment (a retake) starts the camera again. */
  startRequest: number;
  disabled?: boolean;
}

/** The front camera with a face guide; capturing holds the photo and stops the stream. */
export function CameraPanel({ photoUrl, onCapture, startRequest, disabled = false }: CameraPanelProps) {
  const camera = useCamera();
  const [captureError, setCaptureError] = useState<string | null>(null);
  const { start } = camera;

  useEffect(() => {
    if (startRequest > 0) void start();
  }, [startRequest, start]);

  const live = !photoUrl && camera.status === 'active';

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
        {live && (
          <>
            <span className={styles.faceGuide} aria-hidden="true" data-testid="face-guide" />
            <p className={styles.viewportHint}>Encaixe o rosto dentro da moldura oval</p>
          </>
        )}
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
          <button
            type="button"
            className="button button--primary button--block"
            onClick={capture}
            disabled={disabled}
          >
            Capturar Foto
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void start()}
            disabled={disabled || camera.status === 'starting'}
          >
            Abrir Câmera
          </button>
        ))}
    </div>
  );
}
