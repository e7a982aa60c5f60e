import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiMessages, uiMessages } from '@phoneparts/contracts';
import { buttonClassName, Loader, useApi, useAuth } from '@phoneparts/shared-ui';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';

type Outcome = { phase: 'verifying' } | { phase: 'verified' } | { phase: 'failed'; message: string };

/** /verify-email?token=… — the landing of the mailed verification link. */
export function VerifyEmailPage() {
  const api = useApi();
  const auth = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { phase: 'verifying' } : { phase: 'failed', message: apiMessages.linkInvalid },
  );
  // A one-time token: never send it twice (React may run effects twice in development).
  const sentFor = useRef<string | null>(null);
  const refresh = auth.status === 'signedIn' ? auth.refresh : null;

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    api.post('/auth/verify-email', { token }).then(
      () => {
        setOutcome({ phase: 'verified' });
        void refresh?.();
      },
      (error: Error) => setOutcome({ phase: 'failed', message: error.message }),
    );
  }, [api, token, refresh]);

  return (
    <AuthCard title="Email verification">
      {outcome.phase === 'verifying' && <Loader text={uiMessages.verifyingEmail} />}
      {outcome.phase === 'verified' && (
        <p className={styles.status} role="status">
          {uiMessages.emailVerified}
        </p>
      )}
      {outcome.phase === 'failed' && (
        <p className={`${styles.status} ${styles.failure}`} role="alert">
          {outcome.message}
        </p>
      )}
      {outcome.phase !== 'verifying' && (
        <Link to="/" className={buttonClassName({ block: true })}>
          Continue shopping
        </Link>
      )}
    </AuthCard>
  );
}
