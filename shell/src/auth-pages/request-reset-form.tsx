import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { passwordResetRequestSchema, uiMessages, type PasswordResetRequestBody } from '@phoneparts/contracts';
import { Button, TextField, useApi } from '@phoneparts/shared-ui';
import { AuthCard } from './auth-card';
import { showAuthError } from './show-auth-error';
import styles from './auth-form.module.css';

/** Spec §2 /resetPassword: 'Forgot Password', email field, Send → 'Email sent.', link back to login. */
export function RequestResetForm() {
  const api = useApi();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestSchema),
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
          {uiMessages.emailSent}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={formState.errors.email?.message}
        />
        <Button type="submit" block loading={formState.isSubmitting}>
          Send
        </Button>
      </form>
    </AuthCard>
  );
}
