import { Button } from '../../../components/button';
import { useGenerateRoutines } from '../api/generate-routines';

/** 'Gerar Rotina Personalizada' with its loading label; any failure shows spec 8.2's message. */
export function GenerateRoutineButton({ label = 'Gerar Rotina Personalizada' }: { label?: string }) {
  const generate = useGenerateRoutines();
  return (
    <div className="stack">
      <Button
        variant="primary"
        block
        data-testid="routine-generate"
        disabled={generate.isPending}
        onClick={() => generate.mutate()}
      >
        {generate.isPending ? 'Gerando Rotina...' : label}
      </Button>
      {generate.isError && (
        <p className="error-box__message" role="alert">
          Erro ao gerar rotina. Verifique se você tem uma análise de pele.
        </p>
      )}
    </div>
  );
}
