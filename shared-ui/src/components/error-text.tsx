import type { ReactNode } from 'react';
import { cx } from './class-names';

/** Red error text (field errors, payment errors). Announced by screen readers when it appears. */
export function ErrorText({ children, id, className }: { children?: ReactNode; id?: string; className?: string }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} className={cx('ui-error-text', className)} role="alert">
      {children}
    </p>
  );
}
