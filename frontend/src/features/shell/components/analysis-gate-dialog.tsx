import { ConfirmDialog } from '../../../components/confirm-dialog';

interface AnalysisGateDialogProps {
  open: boolean;
  onCancel: () => void;
  onAnalyze: () => void;
}

/** Products and routine need a skin analysis first (spec 2.5). */
export function AnalysisGateDialog({ open, onCancel, onAnalyze }: AnalysisGateDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title="Análise de Pele Necessária"
      description="Para ver produtos e rotinas feitos para você, faça primeiro a análise da sua pele. Leva menos de um minuto."
      confirmLabel="Analisar Pele"
      cancelLabel="Cancelar"
      onConfirm={onAnalyze}
    />
  );
}
