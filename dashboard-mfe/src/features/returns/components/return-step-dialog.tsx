import { Button } from '@phoneparts/shared-ui';
import { useFocusTrap } from '@phoneparts/shared-ui/data-views';
import { useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './returns.module.css';

export interface ReturnStepDialogProps {
  title: string;
  /** What the admin is asked (the refusal's reason, which units go back on sale). */
  question: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  children: ReactNode;
}

/**
 * A step of a return that needs the admin's answer first (Refuse, Receive): a modal dialog whose focus
 * starts in its first field and stays inside; Escape or the backdrop cancels unless it is sending.
 */
export function ReturnStepDialog({
  title,
  question,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  children,
}: ReturnStepDialogProps) {
  const titleId = useId();
  const questionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(true, dialogRef, { onEscape: () => !submitting && onCancel() });
  return createPortal(
    <div className="ui-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !submitting && onCancel()}>
      <div
        ref={dialogRef}
        className="ui-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={questionId}
      >
        <h2 id={titleId} className="ui-dialog__message">
          {title}
        </h2>
        <p id={questionId} className={styles.muted}>
          {question}
        </p>
        <form onSubmit={onSubmit} noValidate className={styles.dialogForm}>
          {children}
          <div className="ui-dialog__actions">
            <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
