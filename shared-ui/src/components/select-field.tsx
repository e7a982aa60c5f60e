import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from './field-frame';
import { cx } from './class-names';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldProps {
  /** Options to render; `children` (<option>s) may be used instead. */
  options?: readonly SelectOption[];
  fieldClassName?: string;
}

/** A labelled native <select>; forwards its ref for react-hook-form. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    error,
    errorShownAt,
    hint,
    hideLabel,
    options,
    id,
    'aria-describedby': ariaDescribedBy,
    className,
    fieldClassName,
    children,
    ...select
  },
  ref,
) {
  const ids = useFieldIds(id, { error, errorShownAt, hint, describedBy: ariaDescribedBy });
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel} ids={ids} className={fieldClassName}>
      <select ref={ref} className={cx('ui-input', 'ui-select', className)} {...select} {...ids.controlProps}>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
});
