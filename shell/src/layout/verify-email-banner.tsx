import { useState } from 'react';
import { toast } from 'react-toastify';
import { accountMessages, shellMessages } from '@phoneparts/contracts';
import { Button, useApi, useAuth } from '@phoneparts/shared-ui';
import styles from './verify-email-banner.module.css';

/**
 * Asks a signed-in person whose address is not verified yet to open the mailed link, with "Send again"
 * (POST /auth/verify-email/resend, rate-limited by the API: a 429 shows its message). Answers are toasts.
 * VerifyEmailPrompt decides when it shows.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const api = useApi();
  const { refresh } = useAuth();
  const [sending, setSending] = useState(false);

  const sendAgain = async () => {
    setSending(true);
    try {
      const answer = await api.post<{ sent: boolean }>('/auth/verify-email/resend');
      // Not sent: verified meanwhile (another tab opened the link), so the banner goes.
      if (answer.sent) toast.success(shellMessages.verificationSent);
      else await refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.banner} role="region" aria-label="Email verification">
      <div className={`ui-container ${styles.inner}`}>
        <p className={styles.text}>{accountMessages.verifyBanner(email)}</p>
        <Button size="sm" variant="secondary" onClick={sendAgain} disabled={sending}>
          {accountMessages.sendAgain}
        </Button>
      </div>
    </div>
  );
}
