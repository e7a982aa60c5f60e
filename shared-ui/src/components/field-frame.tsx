import { useId, type ReactNode } from 'react';
import { ErrorText } from './error-text';
import { cx } from './class-names';

export interface FieldProps {
  label: ReactNode;
  /**
   * The validation message shown under the control. While there is one the control is
   * `aria-invalid` and its `aria-describedby` names the message, so a screen reader reads both.
   */
  error?: string;
  /**
   * The id of a message shown elsewhere that speaks for this field too (one message for a card's three
   * fields): the field then shows no message of its own but still points at that one while `error` is set.
   */
  errorShownAt?: string;
  hint?: ReactNode;
  /** Hides the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

/**
 * Ids that tie a label, a hint and an error to one control, and the control's ARIA attributes: every
 * field of the shop (TextField, TextArea, SelectField) takes its `aria-invalid` and `aria-describedby` here.
 */
export function useFieldIds(
  id: string | undefined,
  {
    error,
    errorShownAt,
    hint,
    describedBy: extra,
  }: Pick<FieldProps, 'error' | 'errorShownAt' | 'hint'> & { describedBy?: string },
) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? (errorShownAt ?? `${controlId}-error`) : undefined;
  const describedBy = [extra, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    /** The id of the message rendered under the field (none when it is shown elsewhere). */
    ownErrorId: errorShownAt ? undefined : errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy,
    },
  };
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
      {ids.ownErrorId && <ErrorText id={ids.ownErrorId}>{error}</ErrorText>}
    </div>
  );
}
