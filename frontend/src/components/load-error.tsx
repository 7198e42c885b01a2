import { Button } from './button';

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
      <Button variant="secondary" onClick={onRetry}>
        Tentar Novamente
      </Button>
    </div>
  );
}
