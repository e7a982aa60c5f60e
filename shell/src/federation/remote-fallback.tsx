import { Link } from 'react-router-dom';
import { shellMessages } from '@phoneparts/contracts';
import { Button, buttonClassName } from '@phoneparts/shared-ui';
import styles from './remote-fallback.module.css';

/** Shown in the page area when a remote is down or crashed; the rest of the shell keeps working. */
export function RemoteFallback({ onRetry }: { onRetry(): void }) {
  return (
    <div className={styles.fallback} role="alert" data-testid="remote-fallback">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <path
          d="M8 30a10 10 0 0 1 4-19.5A13 13 0 0 1 37 14a8 8 0 0 1 3 15.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M18 34l12 8M30 34l-12 8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.message}>{shellMessages.remoteUnavailable}</p>
      <div className={styles.actions}>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
