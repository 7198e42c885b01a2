import { REVIEW_MAX_PHOTOS, TIME_USED_OPTIONS } from '@pele/shared/constants';
import { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX } from '@pele/shared/schemas/reviews';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { errorAria, FieldError, TextField } from '../../../components/form-field';
import { delay } from '../../../lib/delay';
import {
  emptyReview,
  type ReviewErrors,
  type ReviewField,
  type ReviewFormValues,
  type ReviewPhoto,
  type TimeUsed,
  validateReview,
} from '../review-form';
import { reviewSubmitErrorMessage } from '../review-messages';
import { PhotoPicker } from './photo-picker';
import { RatingInput } from './rating-input';

const REVIEW_SUBMIT_DELAY_MS = 1_000;

export type ReviewDialogMode = 'create' | 'edit';

interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: ReviewDialogMode;
  productName: string;
  /** The review being edited. */
  initial?: ReviewFormValues;
  /** Receives the values after the spec's 1 s delay; a rejection shows its message in the dialog. */
  onSubmit: (values: ReviewFormValues) => Promise<void>;
}

const previewUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const revoke = (photo: ReviewPhoto) => {
  if (photo.kind === 'new' && photo.url && typeof URL.revokeObjectURL === 'function')
    URL.revokeObjectURL(photo.url);
};

type EditReviewField = <K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) => void;

function ReviewForm({
  mode,
  initial,
  onSubmit,
  onCancel,
}: Omit<ReviewDialogProps, 'open' | 'onOpenChange' | 'productName'> & { onCancel: () => void }) {
  const [values, setValues] = useState<ReviewFormValues>(() => initial ?? emptyReview());
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  /** Editing a field clears its error (spec 5). */
  const edit: EditReviewField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field as ReviewField]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateReview(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    await delay(REVIEW_SUBMIT_DELAY_MS);
    try {
      await onSubmit(values);
    } catch (error) {
      setSubmitError(reviewSubmitErrorMessage(error, mode));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={submit} data-testid="review-form">
      <RatingInput
        value={values.rating}
        error={errors.rating}
        onChange={(rating) => edit('rating', rating)}
      />
      <TextField
        label="Título"
        name="title"
        maxLength={REVIEW_TITLE_MAX}
        placeholder="Resuma sua experiência"
        value={values.title}
        error={errors.title}
        data-testid="review-title"
        onChange={(event) => edit('title', event.target.value)}
      />
      <CommentAndTimeUsedFields values={values} errors={errors} edit={edit} />
      <ReviewPhotoField
        photos={values.photos}
        disabled={submitting}
        onChange={(photos) => edit('photos', photos)}
      />
      {submitError && (
        <p className="error-box__message field__error" role="alert" data-testid="review-submit-error">
          {submitError}
        </p>
      )}
      <ReviewFormActions mode={mode} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}

/**
 * The review dialog of spec 2.11 / 5, in create or edit mode. Submitting shows 'Enviando...', waits the
 * spec's simulated 1 s, then hands the values over; the form resets each time the dialog opens.
 */
export function ReviewDialog({
  open,
  onOpenChange,
  mode,
  productName,
  initial,
  onSubmit,
}: ReviewDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'create' ? 'Escreva sua Avaliação' : 'Editar Avaliação'}
      description={productName}
    >
      <ReviewForm mode={mode} initial={initial} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The review's photos, up to the limit; previews of new files live until the form closes. */
function ReviewPhotoField({
  photos,
  disabled,
  onChange,
}: {
  photos: ReviewPhoto[];
  disabled: boolean;
  onChange: (photos: ReviewPhoto[]) => void;
}) {
  const current = useRef(photos);
  current.current = photos;
  useEffect(() => () => current.current.forEach(revoke), []);
  return (
    <PhotoPicker
      photos={photos}
      disabled={disabled}
      onAdd={(files) => {
        const room = REVIEW_MAX_PHOTOS - photos.length;
        const added = files
          .slice(0, room)
          .map((file): ReviewPhoto => ({ kind: 'new', file, url: previewUrl(file) }));
        onChange([...photos, ...added]);
      }}
      onRemove={(index) => {
        const removed = photos[index];
        if (removed) revoke(removed);
        onChange(photos.filter((_, i) => i !== index));
      }}
    />
  );
}

function CommentAndTimeUsedFields({
  values,
  errors,
  edit,
}: {
  values: ReviewFormValues;
  errors: ReviewErrors;
  edit: EditReviewField;
}) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-content`} className="field__label">
          Comentário
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={4}
          maxLength={REVIEW_CONTENT_MAX}
          className="input"
          placeholder="Conte como o produto funcionou na sua pele"
          value={values.content}
          {...errorAria(`${id}-content-error`, errors.content)}
          data-testid="review-content"
          onChange={(event) => edit('content', event.target.value)}
        />
        <FieldError id={`${id}-content-error`} message={errors.content} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`} className="field__label">
          Tempo de uso
        </label>
        <select
          id={`${id}-time`}
          className="input"
          value={values.timeUsed}
          data-testid="review-time-used"
          onChange={(event) => edit('timeUsed', event.target.value as TimeUsed)}
        >
          {TIME_USED_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function ReviewFormActions({
  mode,
  submitting,
  onCancel,
}: {
  mode: ReviewDialogMode;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="dialog__actions">
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button
        type="submit"
        variant="primary"
        loading={submitting}
        loadingLabel="Enviando..."
        data-testid="review-submit"
      >
        {mode === 'create' ? 'Enviar Avaliação' : 'Salvar Alterações'}
      </Button>
    </div>
  );
}
