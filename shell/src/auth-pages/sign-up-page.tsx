import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { signUpSchema, uiMessages, type SignUpBody } from '@phoneparts/contracts';
import { Button, PasswordField, TextField, useAuth } from '@phoneparts/shared-ui';
import { useShellDispatch } from '../store/hooks';
import { signUp } from '../store/auth-thunks';
import { AuthCard, Divider } from './auth-card';
import { GoogleButton } from './google-button';
import { showAuthError } from './show-auth-error';
import { useReturnTo } from './use-return-to';
import styles from './auth-form.module.css';

/** /signUp — name, email, password, 'Create Account'; the API sets the display name and mails a verification link. */
export function SignUpPage() {
  const dispatch = useShellDispatch();
  const location = useLocation();
  const { status } = useAuth();
  const returnTo = useReturnTo();
  const { register, handleSubmit, formState } = useForm<SignUpBody>({ resolver: zodResolver(signUpSchema) });

  // Already signed in, or just signed in by this form: go back where the user came from.
  if (status === 'signedIn') return <Navigate to={returnTo} replace />;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await dispatch(signUp(body)).unwrap();
      toast.info(uiMessages.verificationSent);
    } catch (error) {
      showAuthError(error);
    }
  });

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create an account to order parts and keep track of your orders."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Please login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <TextField label="Name" autoComplete="name" {...register('name')} error={formState.errors.name?.message} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={formState.errors.email?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...register('password')}
          error={formState.errors.password?.message}
        />
        <Button type="submit" block loading={formState.isSubmitting}>
          Create Account
        </Button>
      </form>
      <Divider />
      <GoogleButton returnTo={returnTo} />
    </AuthCard>
  );
}
