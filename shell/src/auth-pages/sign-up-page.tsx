import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { shellMessages, type SignUpBody } from '@phoneparts/contracts';
import { TextField, useAuth } from '@phoneparts/shared-ui';
import { useShellDispatch } from '../store/hooks';
import { signUp } from '../store/auth-thunks';
import { AuthCard } from './auth-card';
import { signUpChecks } from './auth-form-checks';
import { EmailPasswordForm } from './email-password-form';
import { showAuthError } from './show-auth-error';
import { useReturnTo } from './use-return-to';

/** /signUp — name, email, password, 'Create Account'; the API sets the display name and mails a verification link. */
export function SignUpPage() {
  const dispatch = useShellDispatch();
  const location = useLocation();
  const { status } = useAuth();
  const returnTo = useReturnTo();
  const form = useForm<SignUpBody>({ resolver: signUpChecks.resolver });

  // Already signed in, or just signed in by this form: go back where the user came from.
  if (status === 'signedIn') return <Navigate to={returnTo} replace />;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await dispatch(signUp(body)).unwrap();
      toast.info(shellMessages.verificationSent);
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
      <EmailPasswordForm
        form={form}
        onSubmit={onSubmit}
        preloadChecks={signUpChecks.preload}
        submitLabel="Create Account"
        passwordAutoComplete="new-password"
        returnTo={returnTo}
        before={
          <TextField
            label="Name"
            autoComplete="name"
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
        }
      />
    </AuthCard>
  );
}
