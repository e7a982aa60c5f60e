import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiMessages } from '@phoneparts/contracts';
import { buttonClassName, Loader, useApi, useAuth } from '@phoneparts/shared-ui';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';

type Outcome = { phase: 'working' } | { phase: 'done' } | { phase: 'failed'; message: string };

interface Props {
  title: string;
  /** The API route that uses the link's token up (`POST {token}`). */
  apiPath: string;
  working: string;
  done: string;
}

/**
 * The landing of a mailed one-time link (`…?token=`): sends the token once, says how it went, and
 * re-reads the signed-in identity, which the link may have changed (verified, a new email address).
 */
export function OneTimeLinkLanding({ title, apiPath, working, done }: Props) {
  const api = useApi();
  const auth = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { phase: 'working' } : { phase: 'failed', message: apiMessages.linkInvalid },
  );
  // A one-time token: never send it twice (React may run effects twice in development).
  const sentFor = useRef<string | null>(null);
  const refresh = auth.status === 'signedIn' ? auth.refresh : null;

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    api.post(apiPath, { token }).then(
      // The identity is re-read before the page says so: "Email verified" and the banner asking for it
      // must not show together. The link has worked even if that read fails.
      async () => {
        await refresh?.().catch(() => undefined);
        setOutcome({ phase: 'done' });
      },
      (error: Error) => setOutcome({ phase: 'failed', message: error.message }),
    );
  }, [api, apiPath, token, refresh]);

  return (
    <AuthCard title={title}>
      {outcome.phase === 'working' && <Loader text={working} />}
      {outcome.phase === 'done' && (
        <p className={styles.status} role="status">
          {done}
        </p>
      )}
      {outcome.phase === 'failed' && (
        <p className={`${styles.status} ${styles.failure}`} role="alert">
          {outcome.message}
        </p>
      )}
      {outcome.phase !== 'working' && (
        <Link to="/" className={buttonClassName({ block: true })}>
          Continue shopping
        </Link>
      )}
    </AuthCard>
  );
}
