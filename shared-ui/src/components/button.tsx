import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The button look as a class list, for links that should look like buttons (`<Link className=...>`). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonStyleOptions = {}): string {
  return cx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, block && 'ui-button--block');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
}

/** A native <button> (type defaults to the browser's: "submit" inside a form). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, disabled, className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      className={cx(buttonClassName({ variant, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="ui-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});
