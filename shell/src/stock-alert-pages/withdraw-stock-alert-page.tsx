import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { stockAlertMessages as m, withdrawStockAlertPath } from '@phoneparts/contracts';
import { Button, buttonClassName, useApi } from '@phoneparts/shared-ui';
import { AuthCard } from '../auth-pages/auth-card';
import styles from '../auth-pages/auth-form.module.css';

type Outcome = { phase: 'asking' } | { phase: 'sending' } | { phase: 'done' } | { phase: 'failed'; message: string };

/**
 * The withdraw link of a back-in-stock confirmation mail (`/stock-alerts/withdraw?token=`, issue 36).
 * It asks before withdrawing: mail scanners open links on their own, and opening must change nothing.
 * Works signed in or not; the token alone names the request.
 */
export function WithdrawStockAlertPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { phase: 'asking' } : { phase: 'failed', message: m.withdrawMissingToken },
  );

  function withdraw() {
    if (!token) return;
    setOutcome({ phase: 'sending' });
    api.post(`${withdrawStockAlertPath}`, { token }).then(
      () => setOutcome({ phase: 'done' }),
      (error: Error) => setOutcome({ phase: 'failed', message: error.message }),
    );
  }

  return (
    <AuthCard title={m.withdrawTitle}>
      {(outcome.phase === 'asking' || outcome.phase === 'sending') && (
        <>
          <p className={styles.status}>{m.withdrawQuestion}</p>
          <Button block disabled={outcome.phase === 'sending'} onClick={withdraw}>
            {m.withdrawButton}
          </Button>
        </>
      )}
      {outcome.phase === 'done' && (
        <p className={styles.status} role="status">
          {m.withdrawn}
        </p>
      )}
      {outcome.phase === 'failed' && (
        <p className={`${styles.status} ${styles.failure}`} role="alert">
          {outcome.message}
        </p>
      )}
      {(outcome.phase === 'done' || outcome.phase === 'failed') && (
        <Link to="/" className={buttonClassName({ block: true, variant: 'secondary' })}>
          Continue shopping
        </Link>
      )}
    </AuthCard>
  );
}
