import { Link } from 'react-router-dom';
import { shellMessages } from '@phoneparts/contracts';
import { buttonClassName } from '@phoneparts/shared-ui';
import styles from './not-found-page.module.css';

/** Any other path shows a sad icon, '404' and 'Page not found' (docs/product.md#210-not-found). */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true" data-testid="sad-icon">
        <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="22" cy="26" r="3.5" fill="currentColor" />
        <circle cx="42" cy="26" r="3.5" fill="currentColor" />
        <path
          d="M20 46c3.5-5 7.5-7 12-7s8.5 2 12 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>{shellMessages.pageNotFound}</p>
      <Link to="/" className={buttonClassName()}>
        Back to home
      </Link>
    </div>
  );
}
