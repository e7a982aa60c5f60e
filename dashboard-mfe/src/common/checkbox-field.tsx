import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

/** A labelled checkbox; forwards its ref so `{...register('active')}` from react-hook-form works. */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }
>(function CheckboxField({ label, ...input }, ref) {
  return (
    <label className={styles.check}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
});
