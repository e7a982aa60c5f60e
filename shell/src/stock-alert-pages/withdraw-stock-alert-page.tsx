import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { stockAlertMessages as m, withdrawStockAlertPath } from '@phoneparts/contracts';
import { Button, useApi } from '@phoneparts/shared-ui';
import { AuthCard } from '../auth-pages/auth-card';
import { LinkOutcome } from '../auth-pages/link-outcome';
import styles from '../auth-pages/auth-form.module.css';

type Outcome = { phase: 'asking' } | { phase: 'sending' } | { phase: 'done' } | { phase: 'failed'; message: string };

/**
 * The withdraw link of a back-in-stock confirmation mail (`/stock-alerts/withdraw?token=`,
 * docs/product.md#16-back-in-stock). It asks before withdrawing: mail scanners open links on their own, and opening
 * must change nothing. Works signed in or not; the token alone names the request.
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
      {outcome.phase === 'done' && <LinkOutcome message={m.withdrawn} continueVariant="secondary" />}
      {outcome.phase === 'failed' && <LinkOutcome message={outcome.message} failed continueVariant="secondary" />}
    </AuthCard>
  );
}
