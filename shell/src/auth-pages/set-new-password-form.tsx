import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Link, useNavigate } from 'react-router-dom';
import { shellMessages, type PasswordResetConfirmBody } from '@phoneparts/contracts';
import { Button, ErrorText, PasswordField, useApi } from '@phoneparts/shared-ui';
import { AuthCard } from './auth-card';
import { passwordResetConfirmChecks } from './auth-form-checks';
import { showAuthError } from './show-auth-error';
import styles from './auth-form.module.css';

/** The second reset step, opened from the mailed link: choose a new password, then sign in with it. */
export function SetNewPasswordForm({ token }: { token: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<PasswordResetConfirmBody>({
    resolver: passwordResetConfirmChecks.resolver,
    defaultValues: { token, password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await api.post('/auth/password-reset/confirm', body);
      toast.success(shellMessages.passwordChanged);
      navigate('/login', { replace: true });
    } catch (error) {
      showAuthError(error);
    }
  });

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a new password for your account."
      footer={
        <>
          <Link to="/resetPassword">Send a new link</Link> · <Link to="/login">Back to login</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={passwordResetConfirmChecks.preload} noValidate className={styles.form}>
        <input type="hidden" {...register('token')} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...register('password')}
          error={formState.errors.password?.message}
        />
        <ErrorText>{formState.errors.root?.message}</ErrorText>
        <Button type="submit" block loading={formState.isSubmitting}>
          Save new password
        </Button>
      </form>
    </AuthCard>
  );
}
