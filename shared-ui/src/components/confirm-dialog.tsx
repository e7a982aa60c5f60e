import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal yes/no question. Focus moves into it (on Cancel, the safe choice), Tab stays inside,
 * Escape or a click on the backdrop cancels, and focus returns to where it was on close.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useFocusTrap(open, dialogRef, { initialFocus: cancelRef, onEscape: onCancel });

  if (!open) return null;

  return createPortal(
    <div className="ui-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div ref={dialogRef} className="ui-dialog" role="alertdialog" aria-modal="true" aria-labelledby={messageId}>
        <p id={messageId} className="ui-dialog__message">
          {message}
        </p>
        <div className="ui-dialog__actions">
          <Button ref={cancelRef} type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="button" variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
