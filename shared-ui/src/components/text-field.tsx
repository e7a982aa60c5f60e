import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from './field-frame';
import { cx } from './class-names';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldProps {
  /** Content at the end of the input, e.g. a show/hide password button. */
  trailing?: ReactNode;
  fieldClassName?: string;
}

/** A labelled input; forwards its ref so `{...register('email')}` from react-hook-form works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    errorShownAt,
    hint,
    hideLabel,
    trailing,
    id,
    'aria-describedby': ariaDescribedBy,
    className,
    fieldClassName,
    ...input
  },
  ref,
) {
  const ids = useFieldIds(id, { error, errorShownAt, hint, describedBy: ariaDescribedBy });
  const control = <input ref={ref} className={cx('ui-input', className)} {...input} {...ids.controlProps} />;
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel} ids={ids} className={fieldClassName}>
      {trailing ? (
        <div className="ui-input-group">
          {control}
          <div className="ui-input-group__trailing">{trailing}</div>
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
});
