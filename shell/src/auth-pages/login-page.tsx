import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '@phoneparts/contracts';
import { useAuth } from '@phoneparts/shared-ui';
import { useShellDispatch } from '../store/hooks';
import { logIn } from '../store/auth-thunks';
import { AuthCard } from './auth-card';
import { loginChecks } from './auth-form-checks';
import { EmailPasswordForm } from './email-password-form';
import { showAuthError } from './show-auth-error';
import { useReturnTo } from './use-return-to';
import styles from './auth-form.module.css';

/** /login — email + password, Google, links to reset and sign up; returns to the page the user came from. */
export function LoginPage() {
  const dispatch = useShellDispatch();
  const location = useLocation();
  const { status } = useAuth();
  const returnTo = useReturnTo();
  const form = useForm<LoginBody>({ resolver: loginChecks.resolver });

  useGoogleErrorFromHash(location.hash);

  // Already signed in, or just signed in by this form: go back where the user came from.
  if (status === 'signedIn') return <Navigate to={returnTo} replace />;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await dispatch(logIn(body)).unwrap();
    } catch (error) {
      showAuthError(error);
    }
  });

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Sign in to order parts and follow your orders."
      footer={
        <>
          New to Phone Parts?{' '}
          <Link to="/signUp" state={location.state}>
            Create new account
          </Link>
        </>
      }
    >
      <EmailPasswordForm
        form={form}
        onSubmit={onSubmit}
        preloadChecks={loginChecks.preload}
        submitLabel="Login"
        passwordAutoComplete="current-password"
        returnTo={returnTo}
        after={
          <Link className={styles.forgot} to="/resetPassword">
            Forgot Password?
          </Link>
        }
      />
    </AuthCard>
  );
}

/** The API ends a failed Google sign-in at /login#error=<message>: show it as the error toast once. */
function useGoogleErrorFromHash(hash: string) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const message = new URLSearchParams(hash.replace(/^#/, '')).get('error');
    if (!message) return;
    showAuthError(message);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
  }, [hash, navigate, location.pathname, location.search, location.state]);
}
