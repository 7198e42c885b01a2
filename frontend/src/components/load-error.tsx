interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  testId?: string;
}

/** What a screen shows when its data did not load: the message and 'Tentar Novamente'. */
export function LoadError({ message, onRetry, testId }: LoadErrorProps) {
  return (
    <div className="stack" role="alert" data-testid={testId}>
      <p className="empty-state">{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Tentar Novamente
      </button>
    </div>
  );
}
