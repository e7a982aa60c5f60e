import type { ReactNode } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { Button, ErrorText, PasswordField, TextField } from '@phoneparts/shared-ui';
import { Divider } from './auth-card';
import { GoogleButton } from './google-button';
import styles from './auth-form.module.css';

interface Credentials {
  email: string;
  password: string;
}

/**
 * The form of /login and /signUp: the page's own fields around email and password, its submit button,
 * then "or" and Continue with Google (which comes back to `returnTo`).
 */
export function EmailPasswordForm<Body extends Credentials>({
  form,
  onSubmit,
  preloadChecks,
  submitLabel,
  passwordAutoComplete,
  returnTo,
  before,
  after,
}: {
  form: UseFormReturn<Body>;
  onSubmit(): void;
  /** Starts loading the form's checks (`auth-form-checks.ts`) when the form is first reached. */
  preloadChecks(): void;
  submitLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  returnTo: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  // Every Body has these two fields; react-hook-form cannot see that through the type parameter.
  const field = (name: keyof Credentials) => form.register(name as Path<Body>);
  const errors = form.formState.errors as FieldErrors<Credentials>;
  return (
    <>
      <form onSubmit={onSubmit} onFocus={preloadChecks} noValidate className={styles.form}>
        {before}
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete={passwordAutoComplete}
          {...field('password')}
          error={errors.password?.message}
        />
        {after}
        <ErrorText>{form.formState.errors.root?.message}</ErrorText>
        <Button type="submit" block loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </form>
      <Divider />
      <GoogleButton returnTo={returnTo} />
    </>
  );
}
