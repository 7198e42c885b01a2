import { scanMessages } from '@pele/shared/schemas/scans';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/button';
import { ErrorBox } from '../../../components/error-box';
import { isApiError } from '../../../lib/api-error';
import { appPaths } from '../../../lib/app-paths';
import { useCreateScan } from '../api/create-scan';
import { readLabelPhoto } from '../ocr/read-label-photo';
import { ScanHistory } from './scan-history';
import { ScanResult } from './scan-result';
import styles from './scanner.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'ocr'; step: 'loading' | 'reading'; share: number }
  | { kind: 'sending' };

const statusText = (status: Status) =>
  status.kind === 'ocr'
    ? status.step === 'loading'
      ? 'Preparando o leitor de rótulos…'
      : `Lendo o rótulo… ${Math.round(status.share * 100)}%`
    : status.kind === 'sending'
      ? 'Conferindo os ingredientes…'
      : '';

/**
 * Escanear rótulo: a photo of the ingredient list (camera or gallery) is read on this device, or the list is
 * pasted; the server explains and flags each ingredient for the person and keeps the scan in their history.
 */
export function ScannerScreen() {
  const navigate = useNavigate();
  const create = useCreateScan();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const busy = status.kind !== 'idle';

  const send = (body: Parameters<typeof create.mutate>[0]) => {
    setStatus({ kind: 'sending' });
    create.mutate(body, {
      onError: (e) => setError(isApiError(e) ? e.message : scanMessages.ocrFailed),
      onSettled: () => setStatus({ kind: 'idle' }),
    });
  };

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    create.reset();
    setStatus({ kind: 'ocr', step: 'loading', share: 0 });
    try {
      const reading = await readLabelPhoto(file, (step, share) => setStatus({ kind: 'ocr', step, share }));
      send({ text: reading.text.slice(0, 6000) || ' ', source: 'photo', ocrConfidence: reading.confidence });
    } catch {
      setStatus({ kind: 'idle' });
      setError(scanMessages.ocrFailed);
    }
  };

  const sendText = (text: string) => {
    if (!text.trim()) return setError(scanMessages.text);
    setError(null);
    send({ text, source: 'text' });
  };

  return (
    <div className="stack stack--lg">
      <p className="notice">
        Fotografe a lista de ingredientes do rótulo (de perto, com boa luz e o rótulo reto) ou cole o texto. A
        foto é lida no seu aparelho; só o texto é enviado.
      </p>
      <LabelPhotoButtons busy={busy} onPhoto={onPhoto} />
      <PastedTextForm busy={busy} onText={sendText} />
      <p role="status" aria-live="polite" data-testid="scan-status">
        {statusText(status)}
      </p>
      {error && (
        <ErrorBox title="Não foi possível analisar" message={error} onDismiss={() => setError(null)} />
      )}
      {create.data && <ScanResult scan={create.data} />}
      <section className="stack" aria-labelledby="scan-history-title">
        <h2 id="scan-history-title" className="subtitle">
          Leituras salvas
        </h2>
        <ScanHistory onOpen={(id) => navigate(appPaths.scan(id))} />
      </section>
    </div>
  );
}

/** The ingredient list pasted as text. */
function PastedTextForm({ busy, onText }: { busy: boolean; onText: (text: string) => void }) {
  const pasteId = useId();
  const [pasted, setPasted] = useState('');
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        onText(pasted);
      }}
    >
      <label htmlFor={pasteId} className="field__label">
        Ou cole a lista de ingredientes
      </label>
      <textarea
        id={pasteId}
        className={`input ${styles.textarea}`}
        value={pasted}
        maxLength={6000}
        placeholder="Ingredients: Aqua, Glycerin, Niacinamide…"
        onChange={(event) => setPasted(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        Analisar texto
      </Button>
    </form>
  );
}

/** The camera and the gallery, each a label over its hidden file input. */
function LabelPhotoButtons({
  busy,
  onPhoto,
}: {
  busy: boolean;
  onPhoto: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="button-row">
      <PhotoInputLabel
        variant="primary"
        capture="environment"
        testId="scan-camera-input"
        busy={busy}
        onPhoto={onPhoto}
      >
        Tirar foto do rótulo
      </PhotoInputLabel>
      <PhotoInputLabel variant="secondary" testId="scan-photo-input" busy={busy} onPhoto={onPhoto}>
        Escolher da galeria
      </PhotoInputLabel>
    </div>
  );
}

interface PhotoInputLabelProps {
  variant: 'primary' | 'secondary';
  /** The back camera straight away; without it the phone offers the gallery. */
  capture?: 'environment';
  testId: string;
  busy: boolean;
  onPhoto: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}

/** A label drawn as a button over its hidden image input. */
function PhotoInputLabel({ variant, capture, testId, busy, onPhoto, children }: PhotoInputLabelProps) {
  return (
    <label className={buttonClassName({ variant })}>
      {children}
      <input
        type="file"
        accept="image/*"
        capture={capture}
        className="visually-hidden"
        disabled={busy}
        data-testid={testId}
        onChange={onPhoto}
      />
    </label>
  );
}
