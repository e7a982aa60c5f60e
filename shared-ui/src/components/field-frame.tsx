import { useId, type ReactNode } from 'react';
import { ErrorText } from './error-text';
import { cx } from './class-names';

export interface FieldProps {
  label: ReactNode;
  /** The validation message shown under the control (ties to it with aria-describedby). */
  error?: string;
  hint?: ReactNode;
  /** Hides the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

/** Ids that tie a label, a hint and an error to one control. */
export function useFieldIds(id: string | undefined, error?: string, hint?: ReactNode) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The label / control / hint / error layout shared by TextField, TextArea and SelectField. */
export function FieldFrame({
  label,
  hideLabel,
  hint,
  error,
  ids,
  className,
  children,
}: FieldProps & { ids: ReturnType<typeof useFieldIds>; className?: string; children: ReactNode }) {
  return (
    <div className={cx('ui-field', error && 'ui-field--invalid', className)}>
      <label className={cx('ui-field__label', hideLabel && 'ui-visually-hidden')} htmlFor={ids.controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      <ErrorText id={ids.errorId}>{error}</ErrorText>
    </div>
  );
}
