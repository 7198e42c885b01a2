import {
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  REVIEW_REPORT_DETAILS_MAX,
  type ReportReason,
  reviewMessages,
} from '@pele/shared/schemas/reviews';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { errorAria, FieldError } from '../../../components/form-field';

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reviewTitle: string;
  /** Sends the report; a thrown error's message is shown in the dialog. */
  onSubmit: (report: { reason: ReportReason; details: string }) => Promise<void>;
}

/** 'Denunciar': why the review should not be there (a reason, and a few words for 'Outro motivo'). */
export function ReportDialog({ open, onOpenChange, reviewTitle, onSubmit }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Denunciar avaliação" description={reviewTitle}>
      <ReportForm onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ReportForm({ onSubmit, onCancel }: Pick<ReportDialogProps, 'onSubmit'> & { onCancel: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<{ reason?: string; details?: string; submit?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!reason) return setError({ reason: reviewMessages.reportReason });
    if (reason === 'other' && !details.trim())
      return setError({ details: reviewMessages.reportDetailsRequired });
    setSending(true);
    setError({});
    try {
      await onSubmit({ reason, details: details.trim() });
    } catch (failure) {
      setError({ submit: (failure as Error).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={submit} data-testid="report-form">
      <fieldset className="field" {...errorAria(`${id}-reason-error`, error.reason)}>
        <legend className="field__label">Motivo</legend>
        {REPORT_REASON_KEYS.map((key) => (
          <label key={key} className="choice">
            <input
              type="radio"
              name="reason"
              value={key}
              checked={reason === key}
              onChange={() => {
                setReason(key);
                setError({});
              }}
            />{' '}
            {REPORT_REASONS[key]}
          </label>
        ))}
        <FieldError id={`${id}-reason-error`} message={error.reason} />
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-details`} className="field__label">
          Detalhes {reason === 'other' ? '' : '(opcional)'}
        </label>
        <textarea
          id={`${id}-details`}
          className="input"
          rows={3}
          maxLength={REVIEW_REPORT_DETAILS_MAX}
          value={details}
          {...errorAria(`${id}-details-error`, error.details)}
          onChange={(event) => setDetails(event.target.value)}
        />
        <FieldError id={`${id}-details-error`} message={error.details} />
      </div>
      {error.submit && (
        <p className="error-box__message field__error" role="alert">
          {error.submit}
        </p>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" loading={sending} loadingLabel="Enviando...">
          Enviar denúncia
        </Button>
      </div>
    </form>
  );
}
