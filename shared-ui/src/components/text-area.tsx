import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from './field-frame';
import { cx } from './class-names';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldProps {
  fieldClassName?: string;
}

/** A labelled multi-line input; forwards its ref for react-hook-form. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    error,
    errorShownAt,
    hint,
    hideLabel,
    id,
    'aria-describedby': ariaDescribedBy,
    className,
    fieldClassName,
    rows = 4,
    ...textarea
  },
  ref,
) {
  const ids = useFieldIds(id, { error, errorShownAt, hint, describedBy: ariaDescribedBy });
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel} ids={ids} className={fieldClassName}>
      <textarea
        ref={ref}
        rows={rows}
        className={cx('ui-input', 'ui-textarea', className)}
        {...textarea}
        {...ids.controlProps}
      />
    </FieldFrame>
  );
});
