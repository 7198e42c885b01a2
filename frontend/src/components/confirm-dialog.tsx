import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { ModalFrame } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Destructive actions get the danger colour. */
  tone?: 'primary' | 'danger';
  busy?: boolean;
}

/** A yes/no question that must be answered (Radix AlertDialog: focus trap, Escape cancels, aria-modal). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  tone = 'primary',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <ModalFrame
      kit={AlertDialog}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
    >
      <div className="dialog__actions">
        <Button asChild variant="secondary">
          <AlertDialog.Cancel>{cancelLabel}</AlertDialog.Cancel>
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </ModalFrame>
  );
}
