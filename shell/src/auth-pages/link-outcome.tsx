import { Link } from 'react-router-dom';
import { buttonClassName, type ButtonVariant } from '@phoneparts/shared-ui';
import styles from './auth-form.module.css';

interface Props {
  message: string;
  /** The link did not work: the message is why, read out at once (an alert). */
  failed?: boolean;
  continueVariant?: ButtonVariant;
}

/** What the page of a mailed link says once the API has answered, and the way back to shopping. */
export function LinkOutcome({ message, failed = false, continueVariant }: Props) {
  return (
    <>
      <p className={failed ? `${styles.status} ${styles.failure}` : styles.status} role={failed ? 'alert' : 'status'}>
        {message}
      </p>
      <Link to="/" className={buttonClassName({ block: true, variant: continueVariant })}>
        Continue shopping
      </Link>
    </>
  );
}
