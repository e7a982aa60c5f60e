import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a show/hide toggle (docs/product.md#23-signing-in-and-up); the sign-in pages and the account
 * page use it.
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            className="ui-password-toggle"
            aria-pressed={visible}
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        }
      />
    );
  },
);
