import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Ties a control to its error message: invalid and described by it only while there is one. */
export const errorAria = (errorId: string, error: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId : undefined,
});

/** The message under a field, with the id its control points at; nothing when there is no error. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

/** The label above a control and the error below it. */
function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled input whose error is tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, error, ref, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input id={id} ref={ref} className="input" {...errorAria(`${id}-error`, error)} {...input} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle button. */
export function PasswordField({ label, error, ref, ...input }: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="input-with-action">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className="input"
          {...errorAria(`${id}-error`, error)}
          {...input}
        />
        <button
          type="button"
          className="input-action"
          aria-label={visible ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <span aria-hidden="true">{visible ? 'Ocultar' : 'Mostrar'}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
