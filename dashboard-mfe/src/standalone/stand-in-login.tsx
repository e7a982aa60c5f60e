import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginBody } from '@phoneparts/contracts';
import { Button, PageSection, TextField, useAuth } from '@phoneparts/shared-ui';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router-dom';
import { toastError } from '../common/error-message';
import formStyles from '../common/form.module.css';
import styles from './stand-in-login.module.css';

/** The standalone host's sign-in (the real one lives in the shell). */
export function StandInLogin({ onSignIn }: { onSignIn(body: LoginBody): Promise<void> }) {
  const { status } = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname ?? '/dashboard';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (status === 'signedIn') return <Navigate to={from} replace />;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSignIn(body);
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <div className={styles.page}>
      <PageSection title="Sign in to the dashboard">
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" loading={isSubmitting}>
            Sign in
          </Button>
        </form>
      </PageSection>
    </div>
  );
}
