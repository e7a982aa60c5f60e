import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { shellMessages, type PasswordResetRequestBody } from '@phoneparts/contracts';
import { Button, ErrorText, TextField, useApi } from '@phoneparts/shared-ui';
import { AuthCard } from './auth-card';
import { passwordResetRequestChecks } from './auth-form-checks';
import { showAuthError } from './show-auth-error';
import styles from './auth-form.module.css';

/**
 * /resetPassword (docs/product.md#23-signing-in-and-up): 'Forgot Password', email field, Send → 'Email sent.', link
 * back to login.
 */
export function RequestResetForm() {
  const api = useApi();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestBody>({
    resolver: passwordResetRequestChecks.resolver,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      setSent(false);
      await api.post('/auth/password-reset', body);
      setSent(true);
    } catch (error) {
      showAuthError(error);
    }
  });

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your account's email and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/login">Back to login</Link>
        </>
      }
    >
      {sent && (
        <p className={styles.status} role="status">
          {shellMessages.emailSent}
        </p>
      )}
      <form onSubmit={onSubmit} onFocus={passwordResetRequestChecks.preload} noValidate className={styles.form}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={formState.errors.email?.message}
        />
        <ErrorText>{formState.errors.root?.message}</ErrorText>
        <Button type="submit" block loading={formState.isSubmitting}>
          Send
        </Button>
      </form>
    </AuthCard>
  );
}
