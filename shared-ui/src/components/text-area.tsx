import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from './field-frame';
import { cx } from './class-names';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldProps {
  fieldClassName?: string;
}

/** A labelled multi-line input; forwards its ref for react-hook-form. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, hideLabel, id, className, fieldClassName, rows = 4, ...textarea },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel} ids={ids} className={fieldClassName}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        className={cx('ui-input', 'ui-textarea', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
});
