interface ErrorBoxProps {
  title: string;
  /** Nothing is shown while there is no message. */
  message: string | null;
  onDismiss: () => void;
}

/** The dismissible error box of the auth screens ('Erro de Login', 'Erro de Registro'). */
export function ErrorBox({ title, message, onDismiss }: ErrorBoxProps) {
  if (!message) return null;
  return (
    <div className="error-box" role="alert" data-testid="error-box">
      <div>
        <p className="error-box__title">{title}</p>
        <p className="error-box__message">{message}</p>
      </div>
      <button type="button" className="icon-button" aria-label="Fechar mensagem de erro" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
