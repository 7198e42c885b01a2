import type * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame every modal draws, over Radix's Dialog or its AlertDialog: the same parts under the same names, so a
 * dismissible dialog and a question that must be answered look alike and differ only in how they close.
 */
export function ModalFrame({
  kit,
  open,
  onOpenChange,
  title,
  description,
  children,
}: ModalProps & { kit: typeof RadixDialog | typeof AlertDialog }) {
  return (
    <kit.Root open={open} onOpenChange={onOpenChange}>
      <kit.Portal>
        <kit.Overlay className="dialog-overlay" />
        <kit.Content className="dialog">
          <kit.Title className="dialog__title">{title}</kit.Title>
          {description ? (
            <kit.Description className="dialog__description">{description}</kit.Description>
          ) : null}
          {children}
        </kit.Content>
      </kit.Portal>
    </kit.Root>
  );
}

/** A modal with focus trap, Escape to close and aria-modal (Radix Dialog). */
export function Dialog(props: ModalProps) {
  return <ModalFrame kit={RadixDialog} {...props} />;
}

export const DialogClose = RadixDialog.Close;
